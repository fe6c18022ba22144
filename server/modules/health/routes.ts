import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latency_ms: z.number().nullable() }),
});

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Whether the service and its database answer', response: { 200: health, 503: health } } },
    async (_request, reply) => {
      const started = performance.now();
      try {
        await database.db.execute(sql`SELECT 1`);
        const latency = Math.round((performance.now() - started) * 10) / 10;
        return { status: 'ok' as const, database: { driver: database.driver, reachable: true, latency_ms: latency } };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: { driver: database.driver, reachable: false, latency_ms: null } });
      }
    },
  );
};
