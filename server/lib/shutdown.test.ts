import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeApp, trackRequestsInFlight } from './shutdown.ts';

function get(port: number, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('closing the app', () => {
  it('lets a request in flight finish, then closes its kept-alive connection instead of waiting for it', async () => {
    const app = Fastify();
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { finished: true };
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });

    const answer = get(port, agent);
    await started;
    // Closing begins while the request is in flight; then the request is let finish.
    const closed = closeApp(app);
    release();

    expect(await answer).toEqual({ status: 200, body: '{"finished":true}' });
    // Without closing the idle connection, the close would wait for the client's keep-alive (a
    // minute here) and the test would time out; it finishes as soon as the answer is sent.
    await closed;
    agent.destroy();
  });

  it('waits for the work of a request whose client went away, so the database can close after it', async () => {
    const app = Fastify();
    trackRequestsInFlight(app);
    let release: () => void = () => {};
    const events: string[] = [];
    const started = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        events.push('request finished its work');
        return { finished: true };
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    const serverSocketClosed = new Promise<void>((resolve) => app.server.once('connection', (socket) => socket.once('close', () => resolve())));
    const request = http.get({ host: '127.0.0.1', port, path: '/slow' });
    request.on('error', () => {});
    await started;
    request.destroy();
    // The server has seen the client go; its request's work is still under way.
    await serverSocketClosed;
    const closed = closeApp(app).then(() => events.push('closed'));
    // A close that did not wait would have settled by now: the work is still held.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await closed;

    expect(events).toEqual(['request finished its work', 'closed']);
  });
});
