import { openSse, type SseClient } from '#server/test/sse-client.ts';
import type { Person } from './workload.ts';

/** A person with a live notification stream open through the load balancer, and the process that holds it. */
export type Watcher = Person & { stream: SseClient; servedBy: string; ended: boolean };

/** Opens the person's stream through the load balancer, takes its first unread count, and notes where it landed. */
export async function watch(api: string, person: Person): Promise<Watcher> {
  const stream = await openSse(`${api}/notifications/stream`, person.token);
  if (stream.status !== 200) throw new Error(`the stream answered ${stream.status}`);
  await stream.next('unread-count', 10_000);
  const watcher: Watcher = { ...person, stream, servedBy: String(stream.headers['x-served-by']), ended: false };
  void stream.ended.then(() => (watcher.ended = true));
  return watcher;
}

/** Resolves with the promise, or rejects naming what did not happen in time. */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls until the condition holds; throws naming it at the deadline. */
export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now();
}
