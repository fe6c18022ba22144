import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process (`node --import tsx server/main.ts`), as `npm start` runs it. */
export type AppProcess = {
  port: number;
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code (null when a signal ended it). */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server on a port with these settings and waits until it says it is running. */
export async function startAppProcess(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<AppProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const app: AppProcess = {
    port,
    api: `http://127.0.0.1:${port}/api`,
    child,
    output: () => output,
    stop: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited early:\n${output}`);
    if (output.includes('is running at')) return app;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.stop('SIGKILL');
  throw new Error(`the server on port ${port} did not start within ${timeoutMs} ms:\n${output}`);
}

/** An answer, or `null` status when the request never got one (refused, reset, timed out). */
export type Answer<T = unknown> = { status: number | null; body: T };

/** One JSON call to the API; a network failure is an answer with no status, never a throw. */
export async function call<T = unknown>(api: string, method: string, path: string, options: { token?: string; body?: unknown; timeoutMs?: number } = {}): Promise<Answer<T>> {
  try {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  } catch (error) {
    return { status: null, body: { error: error instanceof Error ? error.message : String(error) } as T };
  }
}
