import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port.ts';
import { migratedDataDir } from '#scripts/test/migrated-data-dir.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-start-'));
/** The Node the project carries: package.json's `node` dependency. */
const pinnedNode = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: { node: string } }).dependencies.node;

/**
 * A limit on a start that is stuck, not a wait: a first start on an empty directory (the database
 * made, migrated and seeded) takes about 11 s alone and took 53 s in CI beside the other process
 * tests' servers on the same two cores.
 */
const START_LIMIT_MS = 120_000;

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  await new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_LIMIT_MS / 1000} s:\n${output}`));
    }, START_LIMIT_MS);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(limit);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', () => {
      clearTimeout(limit);
      reject(new Error(`the server exited early:\n${output}`));
    });
  });
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the project's own Node", () => {
  it('is the Node the tests run on, as every npm script does', () => {
    expect(process.versions.node).toBe(pinnedNode);
  });

  it('stops a start on an older Node with a sentence saying what to run', () => {
    // The guard beside a package.json that pins a Node newer than any: this Node is then too old.
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-exchange-old-node-'));
    try {
      fs.mkdirSync(path.join(project, 'server'));
      fs.copyFileSync(path.join(root, 'server/require-node.mjs'), path.join(project, 'server/require-node.mjs'));
      fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ dependencies: { node: '999.1.0' } }));
      const run = spawnSync(process.execPath, [path.join(project, 'server/require-node.mjs')], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`This project runs on Node 999 (999.1.0), which it installs itself, but this is Node ${process.versions.node}.`);
      expect(run.stderr).toContain('Run it through npm after `npm install`');
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });

  it('lets the pinned Node through', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'server/require-node.mjs')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
  });
});

describe('the server process', () => {
  it(
    'starts on an empty data directory, stops cleanly on SIGTERM and keeps its data for the next start',
    async () => {
      const port = await freePort();
      const first = await startServer(port);
      expect(first.output()).toContain(`http://localhost:${port}`);
      expect(first.output()).toContain(`, on Node ${pinnedNode}.`);
      expect(first.output()).toMatch(/Loaded \d+ apps into the catalogue/);
      expect(first.output()).toContain('Development administrator: username "admin"');

      const api = `http://127.0.0.1:${port}/api`;
      const registered = await fetch(`${api}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', username: 'kept', password: 'kept-secret-1' }),
      });
      expect(registered.status).toBe(201);

      const stopped = exitOf(first.child);
      first.child.kill('SIGTERM');
      expect(await stopped).toBe(0);
      expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);

      const second = await startServer(port);
      expect(second.output()).not.toMatch(/Loaded \d+ apps/);
      const signedIn = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'kept-secret-1' }),
      });
      expect(signedIn.status).toBe(200);
      const health = (await (await fetch(`${api}/health`)).json()) as { database: { driver: string } };
      expect(health.database.driver).toBe('pglite');
      const stoppedAgain = exitOf(second.child);
      second.child.kill('SIGINT');
      expect(await stoppedAgain).toBe(0);
    },
    2 * START_LIMIT_MS + 60_000,
  );

  it('refuses to start with a wrong setting and names the variable', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], { cwd: root, env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir } });
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(output).toContain('PORT: PORT must be a number');
  }, 30_000);

  it('npm start stops with the server when npm is sent SIGTERM, leaving nothing running', async () => {
    const port = await freePort();
    const npmDataDir = migratedDataDir('npm-start');
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: npmDataDir, LOG_LEVEL: 'warn' },
    });
    let output = '';
    const running = new Promise<void>((resolve) => {
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is running at')) resolve();
      };
      npm.stdout!.on('data', listen);
      npm.stderr!.on('data', listen);
    });
    try {
      await running;
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const stopped = exitOf(npm);
      npm.kill('SIGTERM');
      await stopped;
      // The server went with it: its port no longer answers.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      fs.rmSync(npmDataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
