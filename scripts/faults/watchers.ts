import type { EventEmitter } from 'node:events';
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

/** An event after which a condition may have changed: an emitter and the event's name. */
export type Change = readonly [emitter: EventEmitter, event: string];

/**
 * Resolves once the condition holds, checked now and again at each change; rejects naming it at the
 * limit, a limit on a stuck run rather than a wait. Resolves with the time it first held.
 */
export async function until(condition: () => boolean, changes: readonly Change[], timeoutMs: number, what: string): Promise<number> {
  let check = () => {};
  const held = new Promise<number>((resolve) => {
    check = () => {
      if (condition()) resolve(Date.now());
    };
  });
  for (const [emitter, event] of changes) emitter.on(event, check);
  try {
    check();
    return await within(held, timeoutMs, what);
  } finally {
    for (const [emitter, event] of changes) emitter.off(event, check);
  }
}
