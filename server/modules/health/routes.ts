import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/context.ts';
import { checkDatabase, DATABASE_ANSWER_MS } from './service.ts';

const database = z.object({ driver: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latency_ms: z.number().nullable() });
const healthy = z.object({ status: z.literal('ok'), database });
const unavailable = z.object({ status: z.literal('unavailable'), database, detail: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: `Whether the service and its database answer: 503 when the database does not answer within ${DATABASE_ANSWER_MS / 1000} seconds, so a load balancer steers away`,
        response: { 200: healthy, 503: unavailable },
      },
    },
    async (_request, reply) => {
      const { database: status, detail } = await checkDatabase(context.database);
      return detail === null ? { status: 'ok' as const, database: status } : reply.code(503).send({ status: 'unavailable' as const, database: status, detail });
    },
  );
};
