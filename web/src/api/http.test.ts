import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, buildUrl, createHttpClient, type FetchLike, type WithHeaders } from './http.ts';
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

describe('reads gathered into one batch', () => {
  /** A fetch that answers GET /api/batch from `answers` (each read's path to its answer), and records every URL asked for. */
  function batchServer(answers: Record<string, { status: number; headers?: Record<string, string>; body: unknown }>, batchStatus = 200) {
    const urls: string[] = [];
    const tokens: (string | undefined)[] = [];
    const fetch: FetchLike = async (url, init) => {
      urls.push(url);
      tokens.push((init.headers as Record<string, string>).Authorization);
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname !== '/api/batch') return jsonResponse(200, { alone: url });
      if (batchStatus !== 200) return jsonResponse(batchStatus, { detail: 'Nothing here' });
      return jsonResponse(200, { answers: searchParams.getAll('get').map((read) => ({ headers: {}, ...answers[read]! })) });
    };
    return { fetch, urls, tokens };
  }

  it('asks for the reads started in one task in one request, each answered with its own body, headers or error', async () => {
    const server = batchServer({
      '/api/auth/me': { status: 200, body: { username: 'sam' } },
      '/api/matches/mine?page=1': { status: 200, headers: { 'x-total-count': '7' }, body: [1, 2] },
      '/api/members/nobody': { status: 404, body: { detail: 'No such member' } },
    });
    const client = createHttpClient(server.fetch);
    client.gatherReads();
    const me = client.send({ method: 'GET', path: '/api/auth/me', token: 'abc' });
    const page = client.send<WithHeaders<number[]>>({
      method: 'GET',
      path: '/api/matches/mine',
      query: { page: 1 },
      token: 'abc',
      responseType: 'json-and-headers',
    });
    const member = client.send({ method: 'GET', path: '/api/members/nobody', token: 'abc' }).catch((error: unknown) => error);

    expect(await me).toEqual({ username: 'sam' });
    expect((await page).body).toEqual([1, 2]);
    expect((await page).headers.get('X-Total-Count')).toBe('7');
    expect(await member).toMatchObject({ status: 404, body: { detail: 'No such member' } });
    expect(server.urls).toEqual(['/api/batch?get=%2Fapi%2Fauth%2Fme&get=%2Fapi%2Fmatches%2Fmine%3Fpage%3D1&get=%2Fapi%2Fmembers%2Fnobody']);
    expect(server.tokens).toEqual(['Bearer abc']);
  });

  it('sends a lone read, a write and every read after the task as they are', async () => {
    const server = batchServer({});
    const client = createHttpClient(server.fetch);
    client.gatherReads();
    const write = client.send({ method: 'POST', path: '/api/matches/1/cancel', token: 'abc' });
    const lone = client.send({ method: 'GET', path: '/api/auth/me', token: 'abc' });
    await Promise.all([write, lone]);
    await client.send({ method: 'GET', path: '/api/user-apps', token: 'abc' });
    expect(server.urls).toEqual(['/api/matches/1/cancel', '/api/auth/me', '/api/user-apps']);
  });

  it('gathers each token’s reads apart: a person’s and the administrator’s never share a request', async () => {
    const server = batchServer({
      '/api/auth/me': { status: 200, body: {} },
      '/api/user-apps': { status: 200, body: [] },
      '/api/admin/users': { status: 200, body: {} },
    });
    const client = createHttpClient(server.fetch);
    client.gatherReads();
    await Promise.all([
      client.send({ method: 'GET', path: '/api/auth/me', token: 'person' }),
      client.send({ method: 'GET', path: '/api/user-apps', token: 'person' }),
      client.send({ method: 'GET', path: '/api/admin/users', token: 'admin' }),
    ]);
    expect(server.urls).toEqual(['/api/batch?get=%2Fapi%2Fauth%2Fme&get=%2Fapi%2Fuser-apps', '/api/admin/users']);
    expect(server.tokens).toEqual(['Bearer person', 'Bearer admin']);
  });

  it('asks for each read alone when the server refuses the batch itself', async () => {
    const server = batchServer({}, 404);
    const client = createHttpClient(server.fetch);
    client.gatherReads();
    const answers = await Promise.all([client.send({ method: 'GET', path: '/api/auth/me' }), client.send({ method: 'GET', path: '/api/user-apps' })]);
    expect(answers).toEqual([{ alone: '/api/auth/me' }, { alone: '/api/user-apps' }]);
  });

  it('fails every gathered read with a NetworkError when the batch gets no answer', async () => {
    const client = createHttpClient(() => Promise.reject(new TypeError('Failed to fetch')));
    client.gatherReads();
    const reads = [client.send({ method: 'GET', path: '/api/auth/me' }), client.send({ method: 'GET', path: '/api/user-apps' })];
    for (const read of reads) await expect(read).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('reads held until a screen sends them', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A client whose batches answer each read with its own path. */
  function echoingClient() {
    const urls: string[] = [];
    const client = createHttpClient(async (url) => {
      urls.push(url);
      const reads = new URL(url, 'http://localhost').searchParams.getAll('get');
      return jsonResponse(200, { answers: reads.map((read) => ({ status: 200, headers: {}, body: read })) });
    });
    return { client, urls };
  }

  it('waits past the task for sendGatheredReads, then asks for all in one batch', async () => {
    vi.useFakeTimers();
    const { client, urls } = echoingClient();
    client.gatherReads({ until: 'sent' });
    const first = client.send({ method: 'GET', path: '/api/admin/reports', token: 'admin' });
    // Many tasks later, up to just before the second a held window lasts, nothing has been sent.
    await vi.advanceTimersByTimeAsync(999);
    expect(urls).toEqual([]);
    const second = client.send({ method: 'GET', path: '/api/admin/support', token: 'admin' });
    client.sendGatheredReads();
    vi.useRealTimers();
    expect(await Promise.all([first, second])).toEqual(['/api/admin/reports', '/api/admin/support']);
    expect(urls).toEqual(['/api/batch?get=%2Fapi%2Fadmin%2Freports&get=%2Fapi%2Fadmin%2Fsupport']);
    // Afterwards each read goes as it is.
    await client.send({ method: 'GET', path: '/api/admin/users', token: 'admin' });
    expect(urls.at(-1)).toBe('/api/admin/users');
  });

  it('sends them after a second when the screen never says so', async () => {
    vi.useFakeTimers();
    const { client, urls } = echoingClient();
    client.gatherReads({ until: 'sent' });
    const reads = Promise.all([
      client.send({ method: 'GET', path: '/api/admin/reports', token: 'admin' }),
      client.send({ method: 'GET', path: '/api/admin/support', token: 'admin' }),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await reads).toEqual(['/api/admin/reports', '/api/admin/support']);
    expect(urls).toEqual(['/api/batch?get=%2Fapi%2Fadmin%2Freports&get=%2Fapi%2Fadmin%2Fsupport']);
  });
});

describe('reads asked again', () => {
  const tagged = (body: unknown, tag: string) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: tag } });

  it('names the answer it has, and takes it again when the server answers 304', async () => {
    const answers = [tagged({ unread: 2 }, 'W/"one"'), new Response(null, { status: 304, headers: { ETag: 'W/"one"' } }), tagged({ unread: 3 }, 'W/"two"')];
    const { fetch, requests } = scriptedFetch(() => answers.shift()!);
    const client = createHttpClient(fetch);
    const read = () => client.send({ method: 'GET', path: '/api/notifications/unread-count', token: 'abc' });

    expect(await read()).toEqual({ unread: 2 });
    expect(await read()).toEqual({ unread: 2 });
    expect(await read()).toEqual({ unread: 3 });
    expect(requests.map((request) => request.headers['If-None-Match'])).toEqual([undefined, 'W/"one"', 'W/"one"']);
  });

  it('answers a 304 with the answer as it came, whatever was done to the one handed out before', async () => {
    const answers = [tagged({ items: [1, 2] }, 'W/"one"'), new Response(null, { status: 304 })];
    const { fetch } = scriptedFetch(() => answers.shift()!);
    const client = createHttpClient(fetch);
    const read = () => client.send<{ items: number[] }>({ method: 'GET', path: '/api/matches/mine', token: 'abc' });

    const first = await read();
    first.items.push(3);
    expect(await read()).toEqual({ items: [1, 2] });
  });

  it('names the answer it has whatever cache-busting timestamp each ask carries, but never for another query', async () => {
    const { fetch, requests } = scriptedFetch(() => tagged({ first: [] }, 'W/"one"'));
    const client = createHttpClient(fetch);
    const read = (query: Record<string, string | number>) => client.send({ method: 'GET', path: '/api/dashboard', query, token: 'abc' });
    await read({ _t: 1 });
    await read({ _t: 2 });
    await read({ _t: 3, limit: 6 });
    expect(requests.map((request) => request.headers['If-None-Match'])).toEqual([undefined, 'W/"one"', undefined]);
    expect(requests[1]?.url).toBe('/api/dashboard?_t=2');
  });

  it('never names one token’s answer for another, nor a read without a token', async () => {
    const { fetch, requests } = scriptedFetch(() => tagged([], 'W/"one"'));
    const client = createHttpClient(fetch);
    await client.send({ method: 'GET', path: '/api/matches/mine', token: 'abc' });
    await client.send({ method: 'GET', path: '/api/matches/mine', token: 'xyz' });
    await client.send({ method: 'GET', path: '/api/public/apps' });
    await client.send({ method: 'GET', path: '/api/public/apps' });
    expect(requests.map((request) => request.headers['If-None-Match'])).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps a tagged part of a batch for the read asked alone later', async () => {
    const batch = {
      answers: [
        { status: 200, headers: { etag: 'W/"me"' }, body: { id: 'u1' } },
        { status: 200, headers: {}, body: [] },
      ],
    };
    const answers = [jsonResponse(200, batch), new Response(null, { status: 304 })];
    const { fetch, requests } = scriptedFetch(() => answers.shift()!);
    const client = createHttpClient(fetch);
    client.gatherReads();
    const both = Promise.all([
      client.send({ method: 'GET', path: '/api/auth/me', token: 'abc' }),
      client.send({ method: 'GET', path: '/api/user-apps', token: 'abc' }),
    ]);
    expect(await both).toEqual([{ id: 'u1' }, []]);
    expect(await client.send({ method: 'GET', path: '/api/auth/me', token: 'abc' })).toEqual({ id: 'u1' });
    expect(requests[1]?.headers['If-None-Match']).toBe('W/"me"');
  });
});
