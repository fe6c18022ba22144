import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export { freePort };

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process (`node server/main.ts`), as `npm start` runs it. */
export type AppProcess = {
  port: number;
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code (null when a signal ended it). */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
};

/** Starts the server (of this checkout, or of `cwd`) on a port with these settings and waits until it says it is running. */
export async function startAppProcess(
  port: number,
  env: Record<string, string>,
  { timeoutMs = 60_000, cwd = root }: { timeoutMs?: number; cwd?: string } = {},
): Promise<AppProcess> {
  let output = '';
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  const started = new Promise<boolean>((resolve) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve(true);
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', () => resolve(false));
  });
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
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
  const outcome = await Promise.race([started, timedOut]);
  clearTimeout(timer);
  if (outcome === true) return app;
  if (outcome === false) throw new Error(`the server on port ${port} exited early:\n${output}`);
  await app.stop('SIGKILL');
  throw new Error(`the server on port ${port} did not start within ${timeoutMs} ms:\n${output}`);
}

/** An answer, or `null` status when the request never got one (refused, reset, timed out). */
export type Answer<T = unknown> = { status: number | null; body: T };

/** One JSON call to the API; a network failure is an answer with no status, never a throw. */
export async function call<T = unknown>(
  api: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer<T>> {
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
