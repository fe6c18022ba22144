import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, buildUrl, createHttpClient, type WithHeaders } from './http.ts';
import { jsonResponse, scriptedFetch } from './test-fakes.ts';

describe('the HTTP client', () => {
  it('sends JSON with the bearer token and answers the parsed JSON', async () => {
    const { fetch, requests } = scriptedFetch(() => jsonResponse(200, { ok: true }));
    const answer = await createHttpClient(fetch).send({ method: 'POST', path: '/api/things', body: { name: 'x' }, token: 'abc' });

    expect(answer).toEqual({ ok: true });
    expect(requests).toEqual([
      {
        url: '/api/things',
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer abc' },
        body: { name: 'x' },
      },
    ]);
  });

  it('sends no Authorization header and no body when there is neither', async () => {
    const { fetch, requests } = scriptedFetch(() => jsonResponse(200, []));
    await createHttpClient(fetch).send({ method: 'GET', path: '/api/health', token: null });

    expect(requests[0]?.headers).toEqual({ Accept: 'application/json' });
    expect(requests[0]?.body).toBeUndefined();
  });

  it('throws an HttpError carrying the status and the parsed body', async () => {
    const { fetch } = scriptedFetch(() => jsonResponse(409, { detail: 'That email is already registered' }));
    const failure = await createHttpClient(fetch)
      .send({ method: 'POST', path: '/api/auth/register' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, body: { detail: 'That email is already registered' } });
  });

  it('keeps a body that is not JSON as text', async () => {
    const { fetch } = scriptedFetch(() => new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    const failure = await createHttpClient(fetch)
      .send({ method: 'GET', path: '/api/health' })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 502, body: 'Bad Gateway', message: 'Request failed with status 502' });
  });

  it('answers undefined for an empty body', async () => {
    const { fetch } = scriptedFetch(() => jsonResponse(204));
    await expect(createHttpClient(fetch).send({ method: 'DELETE', path: '/api/things/1' })).resolves.toBeUndefined();
  });

  it('sends a file as its own bytes with its own type, and reads an answer as bytes when asked', async () => {
    const requests: RequestInit[] = [];
    const client = createHttpClient(async (_url, init) => {
      requests.push(init);
      return new Response(new Blob(['image bytes'], { type: 'image/png' }), { status: 200, headers: { 'Content-Type': 'image/png' } });
    });
    const file = new Blob(['png'], { type: 'image/png' });
    await client.send({ method: 'POST', path: '/api/reports/1/evidence', body: file, token: 'abc' });
    expect(requests[0]?.body).toBe(file);
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'image/png', Authorization: 'Bearer abc' });

    const answer = await client.send<Blob>({ method: 'GET', path: '/api/reports/1/evidence/2', token: 'abc', responseType: 'blob' });
    expect(answer).toBeInstanceOf(Blob);
    expect(await answer.text()).toBe('image bytes');
    expect(requests[1]?.headers).toEqual({ Accept: '*/*', Authorization: 'Bearer abc' });
  });

  it('still reads a refusal of a file as its JSON detail', async () => {
    const { fetch } = scriptedFetch(() => jsonResponse(413, { detail: 'Too large' }));
    const failure = await createHttpClient(fetch)
      .send({ method: 'GET', path: '/api/reports/1/evidence/2', responseType: 'blob' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 413, body: { detail: 'Too large' } });
  });

  it('answers the parsed JSON with the headers when asked', async () => {
    const headers = { 'Content-Type': 'application/json', 'X-Total-Count': '7' };
    const client = createHttpClient(async () => new Response(JSON.stringify([1, 2]), { status: 200, headers }));
    const answer = await client.send<WithHeaders<number[]>>({ method: 'GET', path: '/api/matches/mine', query: { page: 2 }, responseType: 'json-and-headers' });
    expect(answer.body).toEqual([1, 2]);
    expect(answer.headers.get('X-Total-Count')).toBe('7');
  });

  it('turns a request that never got an answer into a NetworkError', async () => {
    const failing = createHttpClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failing.send({ method: 'GET', path: '/api/health' })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('buildUrl', () => {
  it('adds the query, leaving out empty values', () => {
    expect(buildUrl('/api/notifications', { unread_only: true, limit: 20, role: undefined, q: null })).toBe('/api/notifications?unread_only=true&limit=20');
  });

  it('extends a query the path already has', () => {
    expect(buildUrl('/api/matches/mine?role=referee', { _t: 5 })).toBe('/api/matches/mine?role=referee&_t=5');
  });

  it('leaves the path alone without a query', () => {
    expect(buildUrl('/api/auth/me', undefined)).toBe('/api/auth/me');
  });
});
