import http from 'node:http';

/** Tests only: reads a text/event-stream over a real connection of its own, one event at a time. */
type SseEvent = { event: string; data: any; id?: string };

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event of that name whose data passes `where` (other events are passed over). */
  next: (event: string, timeoutMs?: number, where?: (data: any) => boolean) => Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

function parseFrame(frame: string): SseEvent | null {
  const fields: Record<string, string> = {};
  for (const line of frame.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
  }
  return fields.event ? { event: fields.event, data: JSON.parse(fields.data ?? 'null'), id: fields.id } : null;
}

/** Opens the stream on a connection of its own (no keep-alive pool), so closing it closes the socket. */
export function openSse(url: string, token?: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      (response) => {
        const queue: SseEvent[] = [];
        const waiters: (() => void)[] = [];
        const wake = () => waiters.splice(0).forEach((resume) => resume());
        let done = false;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) !== -1) {
            const event = parseFrame(buffer.slice(0, boundary));
            buffer = buffer.slice(boundary + 2);
            if (event) queue.push(event);
          }
          wake();
        });
        const ended = new Promise<void>((finish) => {
          const stop = () => {
            done = true;
            wake();
            finish();
          };
          response.on('end', stop);
          response.on('close', stop);
          response.on('error', stop);
        });

        async function next(event: string, timeoutMs = 5000, where: (data: any) => boolean = () => true): Promise<SseEvent> {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const index = queue.findIndex((item) => item.event === event && where(item.data));
            if (index !== -1) return queue.splice(index, 1)[0]!;
            if (done) throw new Error(`the stream ended before a "${event}" event`);
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
            await new Promise<void>((resume) => {
              const timer = setTimeout(resume, left);
              waiters.push(() => {
                clearTimeout(timer);
                resume();
              });
            });
          }
        }

        resolve({ status: response.statusCode ?? 0, headers: response.headers, next, ended, close: () => request.destroy() });
      },
    );
    request.on('error', (error) => {
      if (!request.destroyed || (error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
