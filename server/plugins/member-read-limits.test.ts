import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';

/** Each of the heaviest reads, five a minute per member here (MEMBER_READS_PER_MINUTE). */
const LIMIT = 5;
const t = useTestApp({ env: { MEMBER_READS_PER_MINUTE: String(LIMIT) } });

const LIMITED_READS = [
  '/api/dashboard',
  '/api/referral-codes/mine',
  '/api/matches/mine',
  '/api/analytics/summary',
  '/api/analytics/matches.csv',
  '/api/auth/export',
];
const REFUSAL = 'You have asked for this too often. Please wait a minute and try again.';

const read = (token: string, url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, token, headers });

describe('the heaviest reads, limited per member', () => {
  it.each(LIMITED_READS)('%s answers a member five times a minute, then 429 with how long to wait', async (url) => {
    const member = await t.createUser();
    for (let n = 0; n < LIMIT; n += 1) expect((await read(member.token, url)).statusCode).toBe(200);
    const refused = await read(member.token, url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: REFUSAL });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each member and each read on its own: another member, and the member’s other reads, still answer', async () => {
    const [looping, other] = [await t.createUser(), await t.createUser()];
    for (let n = 0; n < LIMIT; n += 1) await read(looping.token, '/api/dashboard');
    expect((await read(looping.token, '/api/dashboard')).statusCode).toBe(429);
    expect((await read(other.token, '/api/dashboard')).statusCode).toBe(200);
    expect((await read(looping.token, '/api/referral-codes/mine')).statusCode).toBe(200);
    // Reads outside the limit are not touched by it.
    expect((await read(looping.token, '/api/auth/me')).statusCode).toBe(200);
  });

  it('counts a request before it is answered: of twelve sent at once, five are answered', async () => {
    const member = await t.createUser();
    const answers = await Promise.all(Array.from({ length: 12 }, () => read(member.token, '/api/dashboard')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(12 - LIMIT).fill(429)]);
  });

  it('counts each read of a batch on its own route: a batch of six dashboards gets five', async () => {
    const member = await t.createUser();
    const query = Array.from({ length: 6 }, () => `get=${encodeURIComponent('/api/dashboard')}`).join('&');
    const batch = await read(member.token, `/api/batch?${query}`);
    expect(batch.statusCode).toBe(200);
    const statuses = batch.json<{ answers: { status: number; body: unknown }[] }>().answers.map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await read(member.token, '/api/dashboard')).statusCode).toBe(429);
  });

  it('does not count a 304: an answer asked again with nothing changed builds nothing', async () => {
    const member = await t.createUser();
    const first = await read(member.token, '/api/dashboard');
    const tag = String(first.headers.etag);
    for (let n = 0; n < 2 * LIMIT; n += 1) expect((await read(member.token, '/api/dashboard', { 'if-none-match': tag })).statusCode).toBe(304);
    for (let n = 1; n < LIMIT; n += 1) expect((await read(member.token, '/api/dashboard')).statusCode).toBe(200);
    expect((await read(member.token, '/api/dashboard')).statusCode).toBe(429);
  });
});
