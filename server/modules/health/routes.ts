import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { checkDatabase } from './service.ts';

const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latency_ms: z.number().nullable() }),
});

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Whether the service and its database answer', response: { 200: health, 503: health } } },
    async (_request, reply) => {
      const status = await checkDatabase(database);
      return status.reachable ? { status: 'ok' as const, database: status } : reply.code(503).send({ status: 'unavailable', database: status });
    },
  );
};
