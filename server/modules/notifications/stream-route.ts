import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '#contract/shared/schema.ts';
import type { Database } from '#server/db/client.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { NotAcceptableError } from '#server/lib/errors.ts';
import { isBatchedRead } from '../batch/batched-read.ts';
import { NotificationHub } from './hub.ts';
import { openEventStream } from './sse.ts';

/**
 * GET /stream: server-sent events for the caller, fed by this process's one LISTEN. Open streams end
 * when the server closes, so closing never waits on them.
 */
export const streamRoute: FastifyPluginAsyncZod<{ database: Database }> = async (server, { database }) => {
  const hub = new NotificationHub(database, { error: (message) => server.log.error(message), warn: (message) => server.log.warn(message) });
  server.addHook('preClose', async () => hub.close());

  server.get(
    '/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Live notifications (text/event-stream): "unread-count" on opening, then "notification" for each new one',
        security: [{ bearer: [] }],
        produces: ['text/event-stream'],
        response: { 200: z.unknown().describe('A stream of server-sent events'), 401: errorBody, 406: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      // Inside GET /api/batch the stream would never end, and the batch with it.
      if (isBatchedRead(request)) throw new NotAcceptableError('The live stream cannot be asked for in a batch: open it on its own');
      const { body, sink } = openEventStream();
      let unregister: (() => void) | undefined;
      try {
        unregister = await hub.open(callerOf(request).userId, sink);
      } catch (error) {
        sink.close();
        throw error;
      }
      // The browser went away, or the stream ended.
      reply.raw.on('close', () => {
        unregister?.();
        sink.close();
      });
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-store')
        // Not reused after a stream: the socket closes as soon as the stream ends (closing the server waits for that).
        .header('Connection', 'close')
        // Proxies such as nginx would otherwise hold events back in their buffers.
        .header('X-Accel-Buffering', 'no');
      return reply.send(body);
    },
  );
};
