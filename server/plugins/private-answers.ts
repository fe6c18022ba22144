import type { FastifyInstance } from 'fastify';

/**
 * API answers are not kept by browsers or shared caches unless a route says otherwise: most depend
 * on who asks (a token, a sign-in, a person's matches), and one kept by a proxy or on a shared
 * computer would show one person's data to the next.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
