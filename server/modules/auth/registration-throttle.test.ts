import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/helper.ts';

const t = useTestApp();
const register = (n: number, from: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `newcomer-${n}@example.com`, username: `newcomer_${n}`, password: 'a-good-password' },
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': from },
  });

describe('registration throttling', () => {
  it('lets one address create ten accounts an hour, then answers 429 with how long to wait', async () => {
    for (let n = 0; n < 10; n += 1) expect((await register(n, '198.51.100.60')).statusCode).toBe(201);
    const refused = await register(10, '198.51.100.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many new accounts from your network. Please try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Nothing was created by the refused request; another address is not affected.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'newcomer-10@example.com', password: 'a-good-password' } })).statusCode,
    ).toBe(401);
    expect((await register(11, '198.51.100.61')).statusCode).toBe(201);
  });
});
