import type { FastifyInstance } from 'fastify';

/**
 * Closes the app: no new connections, requests in flight finish, and each kept-alive connection
 * closes as soon as it falls idle. Fastify closes only the connections idle at the moment it
 * starts closing; one whose request was still in flight would hold the close open until the
 * client's keep-alive ran out.
 */
export async function closeApp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
