/**
 * The live notification stream: GET /api/notifications/stream read with fetch (EventSource cannot
 * send the bearer header), parsed as server-sent events, reconnecting with backoff when it drops.
 */
import { notificationStreamEvent, unreadCount, type NotificationStreamEvent, type UnreadCount } from '#contract/notifications/schema.ts';
import { STREAM_EVENTS } from '#contract/notifications/rules.ts';
import type { FetchLike } from '#web/api/http.ts';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

export const STREAM_PATH = '/api/notifications/stream';
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

export type StreamHandlers = {
  onNotification: (event: NotificationStreamEvent) => void;
  onUnreadCount: (count: UnreadCount) => void;
  /** true once the stream is open; false when it dropped and the poll takes over until it is back. */
  onLiveChange: (live: boolean) => void;
  /** The server answered 401: the session layer decides what that means (and signs out if it is over). */
  onUnauthorized: () => Promise<void>;
};

export type StreamDeps = {
  fetch: FetchLike;
  /** The stored user token, read afresh for each connection; none stops the stream. */
  token: () => string | null;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function dispatch(message: ServerSentEvent, handlers: StreamHandlers): boolean {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return false;
  }
  if (message.event === STREAM_EVENTS.notification) {
    const parsed = notificationStreamEvent.safeParse(data);
    if (parsed.success) handlers.onNotification(parsed.data);
    return parsed.success;
  }
  if (message.event === STREAM_EVENTS.unreadCount) {
    const parsed = unreadCount.safeParse(data);
    if (parsed.success) handlers.onUnreadCount(parsed.data);
    return parsed.success;
  }
  return false;
}

/** Reads events until the stream ends; calls `onFirstEvent` once, when the server has said something. */
async function readEvents(body: ReadableStream<Uint8Array>, handlers: StreamHandlers, onFirstEvent: () => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let heard = false;
  const parser = createSseParser((message) => {
    if (dispatch(message, handlers) && !heard) {
      heard = true;
      onFirstEvent();
    }
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.push(decoder.decode(value, { stream: true }));
  }
}

/** A running stream: `stop` ends it for good; `ended` settles once it has stopped trying (stopped, or no token). */
export type NotificationStream = { stop: () => void; ended: Promise<void> };

/** Starts the stream. */
export function startNotificationStream(deps: StreamDeps, handlers: StreamHandlers): NotificationStream {
  const controller = new AbortController();
  const wait = deps.wait ?? sleep;

  async function run(): Promise<void> {
    let retryMs = FIRST_RETRY_MS;
    while (!controller.signal.aborted) {
      const token = deps.token();
      if (!token) return;
      let live = false;
      try {
        const response = await deps.fetch(STREAM_PATH, {
          method: 'GET',
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (response.status === 401) {
          await handlers.onUnauthorized();
        } else if (response.ok && response.body) {
          live = true;
          handlers.onLiveChange(true);
          // A stream that opens and says something is healthy: the next drop starts the backoff afresh.
          await readEvents(response.body, handlers, () => (retryMs = FIRST_RETRY_MS));
        } else {
          await response.body?.cancel();
        }
      } catch {
        // Dropped, offline or stopped: the loop decides.
      }
      if (live) handlers.onLiveChange(false);
      if (controller.signal.aborted) return;
      await wait(retryMs, controller.signal);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  }

  return { stop: () => controller.abort(), ended: run() };
}
