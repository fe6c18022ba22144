import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The longest a close waits for the work of requests whose clients have gone. */
const DRAIN_LIMIT_MS = 5_000;

const inFlight = new WeakMap<FastifyInstance, Set<FastifyRequest>>();

/**
 * Counts the requests still at work: from arrival until their answer is handed over to be sent (or,
 * for one that never gets that far, until it ends). Closing waits for them: a request whose client
 * has gone no longer holds its connection open, so the server's own close does not wait for it, and
 * the database must not close under it. Register before the routes.
 */
export function trackRequestsInFlight(app: FastifyInstance): void {
  const requests = new Set<FastifyRequest>();
  inFlight.set(app, requests);
  app.addHook('onRequest', async (request) => {
    requests.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    requests.delete(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    requests.delete(request);
  });
}

/**
 * Closes the app: no new connections, requests in flight finish, and each kept-alive connection
 * closes as soon as it falls idle. Fastify closes only the connections idle at the moment it
 * starts closing; one whose request was still in flight would hold the close open until the
 * client's keep-alive ran out. Then, when the app tracks them, waits (up to 5 s) for requests whose
 * clients went away before their answers, so the database can be closed after this.
 */
export async function closeApp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
  const requests = inFlight.get(app);
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  while (requests && requests.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
