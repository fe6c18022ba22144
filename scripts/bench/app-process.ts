import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type AppProcess = { url: string; pid: number; stop: () => Promise<void> };

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const START_TIMEOUT_MS = 180_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

const OUT_OF_REACH = { MEMBER_READS_PER_MINUTE: '1000000000', CLAIMS_PER_HOUR: '1000000000', CLAIMS_PER_DAY: '1000000000' };

/** Starts the app in a process of its own and answers once it listens. */
export async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    // The load generator's people read and claim far more often than a person may
    // (MEMBER_READS_PER_MINUTE, CLAIMS_PER_HOUR and _DAY): the limits stay on, so their counting is
    // measured, but out of reach.
    env: { ...process.env, NODE_ENV: 'production', SMTP_URL: 'log', LOG_LEVEL: 'warn', DATABASE_URL: '', ...OUT_OF_REACH, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The app did not start within 3 minutes')), START_TIMEOUT_MS);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (message.port) resolve(message.port);
      else reject(new Error('The app started without a port'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app stopped before it listened (exit code ${code})`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited(child);
        clearTimeout(force);
      }
    },
  };
}
