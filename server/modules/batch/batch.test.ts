import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { BatchAnswers } from '#contract/batch/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { BATCHED_READ_HEADER } from './batched-read.ts';

const t = useTestApp();

const batchUrl = (...reads: string[]) => `/api/batch?${new URLSearchParams(reads.map((read) => ['get', read])).toString()}`;

/** GET /api/batch as this caller (or nobody); answers its answers. */
async function batch(caller: { token: string } | null, ...reads: string[]): Promise<BatchAnswers['answers']> {
  const answer = await t.request({ method: 'GET', url: batchUrl(...reads), ...(caller ? { token: caller.token } : {}) });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  return answer.json<BatchAnswers>().answers;
}

/** Each read of the batch answers as its call does on its own: the same status and body. */
async function expectSameAsSeparateCalls(caller: TestUser | null, reads: string[]): Promise<void> {
  const answers = await batch(caller, ...reads);
  expect(answers).toHaveLength(reads.length);
  for (const [index, read] of reads.entries()) {
    const alone = await t.request({ method: 'GET', url: read, ...(caller ? { token: caller.token } : {}) });
    expect(answers[index]!.status, read).toBe(alone.statusCode);
    // The analytics summary says when it was made: the only figure that differs between two asks.
    const withoutTime = (body: unknown) => (body && typeof body === 'object' && 'generated_at' in body ? { ...body, generated_at: 'then' } : body);
    expect(withoutTime(answers[index]!.body), read).toEqual(withoutTime(alone.body === '' ? null : alone.json()));
  }
}

describe('GET /api/batch', () => {
  it('answers a screen’s first reads as each call answers on its own, in the order asked', async () => {
    const person = await t.createUser();
    const app = await t.createApp();
    await t.createCode(person.id, app.id);
    await expectSameAsSeparateCalls(person, [
      '/api/auth/me',
      '/api/notifications/unread-count',
      '/api/user-apps',
      '/api/referral-codes/mine',
      `/api/members/${person.username}`,
      '/api/analytics/summary?weeks=26',
      '/api/notifications?unread_only=false&limit=50',
      '/api/public/apps',
    ]);
  });

  it('passes on the headers a client reads: a page of matches carries its X-Total-Count', async () => {
    const person = await t.createUser();
    const [page] = await batch(person, '/api/matches/mine?page=1&limit=5');
    const alone = await t.request({ method: 'GET', url: '/api/matches/mine?page=1&limit=5', token: person.token });
    expect(page!.headers['x-total-count']).toBe(alone.headers['x-total-count']);
    expect(page!.headers['set-cookie']).toBeUndefined();
  });

  it('without a token, each private read answers its own 401 and a public one its answer', async () => {
    await expectSameAsSeparateCalls(null, ['/api/auth/me', '/api/user-apps', '/api/public/apps']);
    const [me] = await batch(null, '/api/auth/me');
    expect(me!.status).toBe(401);
  });

  it('never reads another person’s things or the administrator’s: each read is refused as it would be alone', async () => {
    const person = await t.createUser();
    const admin = await t.createAdmin();
    const [users, asAdmin] = await batch(person, '/api/admin/users', '/api/auth/me');
    expect(users!.status).toBe(403);
    expect(asAdmin!.status).toBe(200);
    const other = await t.createUser();
    const created = await t.as(other).post('/api/support/requests', { subject: 'About my account', message: 'A question about my account, please.' });
    expect(created.statusCode, created.body).toBe(201);
    await expectSameAsSeparateCalls(person, [`/api/support/requests/${created.json<{ id: string }>().id}`]);
    const [someoneElses] = await batch(person, `/api/support/requests/${created.json<{ id: string }>().id}`);
    expect(someoneElses!.status).toBe(404);
    const [adminList] = await batch(admin, '/api/admin/users');
    expect(adminList!.status).toBe(200);
  });

  it('answers an unknown read its 404 and a bad query its 422, inside the batch', async () => {
    const person = await t.createUser();
    const [unknown, badWeeks] = await batch(person, '/api/no-such-read', '/api/analytics/summary?weeks=0');
    expect(unknown!.status).toBe(404);
    expect(badWeeks!.status).toBe(422);
    expect(badWeeks!.body).toHaveProperty('detail');
  });

  it('answers a read that is not JSON 406, saying to ask for it alone', async () => {
    const person = await t.createUser();
    const [csv] = await batch(person, '/api/analytics/matches.csv');
    expect(csv).toEqual({ status: 406, headers: {}, body: { detail: 'GET /api/analytics/matches.csv answers text/csv, not JSON: ask for it on its own' } });
  });

  it.each([
    ['no read', '/api/batch', 'Name at least one read: ?get=/api/...'],
    ['a path outside the API', batchUrl('/assets/index.js'), 'Each read must be a path under /api/'],
    ['a batch inside the batch', batchUrl('/api/batch?get=/api/auth/me'), 'The live stream and GET /api/batch cannot be asked for in a batch'],
    ['the live stream', batchUrl('/api/notifications/stream'), 'The live stream and GET /api/batch cannot be asked for in a batch'],
    // Other spellings the server routes the same way (a URL parser resolves the dots and the backslash).
    [
      'a batch inside the batch, with a trailing slash',
      batchUrl('/api/batch/?get=/api/auth/me'),
      'The live stream and GET /api/batch cannot be asked for in a batch',
    ],
    [
      'a batch inside the batch, through a dot segment',
      batchUrl('/api/auth/../batch?get=/api/auth/me'),
      'The live stream and GET /api/batch cannot be asked for in a batch',
    ],
    [
      'a batch inside the batch, spelt with an escape',
      batchUrl('/api/%62atch?get=/api/auth/me'),
      'The live stream and GET /api/batch cannot be asked for in a batch',
    ],
    [
      'a batch inside the batch, with a doubled slash',
      batchUrl('/api//batch?get=/api/auth/me'),
      'The live stream and GET /api/batch cannot be asked for in a batch',
    ],
    ['the live stream, with a trailing slash', batchUrl('/api/notifications/stream/'), 'The live stream and GET /api/batch cannot be asked for in a batch'],
    ['the live stream, through a backslash', batchUrl('/api/notifications\\stream'), 'The live stream and GET /api/batch cannot be asked for in a batch'],
    ['a path outside the API, through a dot segment', batchUrl('/api/../assets/index.js'), 'Each read must be a path under /api/'],
    ['13 reads', batchUrl(...Array.from({ length: 13 }, () => '/api/auth/me')), 'At most 12 reads can be asked for in one batch'],
  ])('refuses %s with 422 and a sentence', async (_case, url, detail) => {
    const person = await t.createUser();
    const answer = await t.request({ method: 'GET', url, token: person.token });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ detail: string }>().detail).toContain(detail);
  });

  it('refuses a batch or the live stream asked from inside a batch, however its path was spelt: neither is one JSON answer', async () => {
    const person = await t.createUser();
    const inside = { [BATCHED_READ_HEADER]: '1' };
    const nested = await t.request({ method: 'GET', url: batchUrl('/api/auth/me'), token: person.token, headers: inside });
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toEqual({ detail: 'The live stream and GET /api/batch cannot be asked for in a batch' });
    const stream = await t.request({ method: 'GET', url: '/api/notifications/stream', token: person.token, headers: inside });
    expect(stream.statusCode).toBe(406);
    expect(stream.json()).toEqual({ detail: 'The live stream cannot be asked for in a batch: open it on its own' });
  });

  it('tags each read as the call alone tags it, from one read of the versions, which no outside request can borrow', async () => {
    // The tag names the minute (answers follow the clock too): the test's clock stands still.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const person = await t.createUser();
    const app = await t.createApp();
    await t.createCode(person.id, app.id);
    const reads = ['/api/auth/me', '/api/notifications/unread-count', '/api/user-apps', '/api/referral-codes/mine'];
    const answers = await batch(person, ...reads);
    for (const [index, read] of reads.entries()) {
      const tag = answers[index]!.headers.etag;
      expect(tag, read).toMatch(/^W\/"/);
      const alone = await t.request({ method: 'GET', url: read, token: person.token });
      expect(alone.headers.etag, read).toBe(tag);
      expect((await t.request({ method: 'GET', url: read, token: person.token, headers: { 'if-none-match': tag! } })).statusCode, read).toBe(304);
    }
    // A request naming a batch's key from outside reads its own versions: a change since moves its tag.
    const [me] = await batch(person, '/api/auth/me');
    const changed = await t.request({ method: 'PUT', url: '/api/auth/profile', token: person.token, payload: { email: person.email, name: 'Someone Else' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const outside = await t.request({ method: 'GET', url: '/api/auth/me', token: person.token, headers: { [BATCHED_READ_HEADER]: 'made-up' } });
    expect(outside.statusCode).toBe(200);
    expect(outside.headers.etag).not.toBe(me!.headers.etag);
    expect(outside.json()).toMatchObject({ name: 'Someone Else' });
  });
});
