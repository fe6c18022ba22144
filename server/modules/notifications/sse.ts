import { PassThrough } from 'node:stream';
import type { StreamSink } from './hub.ts';

/** A comment line often enough that proxies and load balancers keep an idle stream open. */
const HEARTBEAT_MS = 25_000;
/** How long the browser's own EventSource would wait before reconnecting; our reader keeps its own backoff. */
const RETRY_MS = 5_000;

/** A text/event-stream body and the sink that writes server-sent events into it. */
export function openEventStream(): { body: PassThrough; sink: StreamSink } {
  const body = new PassThrough();
  let ended = false;
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  function write(chunk: string): void {
    if (!ended) body.write(chunk);
  }

  const sink: StreamSink = {
    send: (event, data, id) => write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
    close: () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      body.end();
    },
  };
  write(`retry: ${RETRY_MS}\n\n`);
  return { body, sink };
}
