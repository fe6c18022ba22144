import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const USER_1 = '11111111-1111-4111-8111-111111111111';
const USER_2 = '22222222-2222-4222-8222-222222222222';
const ADMIN_1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again, and refuses others', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.issue({ userId: USER_1, scope: 'user' });
    expect(await tokens.verify(token)).toEqual({ userId: USER_1, scope: 'user', sessionVersion: 0 });
    expect(await tokens.verify(token)).toEqual({ userId: USER_1, scope: 'user', sessionVersion: 0 });
    expect(await new TokenService(`${SECRET}-other`).verify(token)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses a token once it has expired, even one it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const tokens = new TokenService(SECRET);
    const token = await tokens.issue({ userId: ADMIN_1, scope: 'admin' });
    expect(await tokens.verify(token)).toEqual({ userId: ADMIN_1, scope: 'admin', sessionVersion: 0 });
    vi.setSystemTime(new Date('2026-01-01T19:59:00Z'));
    expect(await tokens.verify(token)).toEqual({ userId: ADMIN_1, scope: 'admin', sessionVersion: 0 });
    vi.setSystemTime(new Date('2026-01-01T20:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('carries the session version it was issued at', async () => {
    const tokens = new TokenService(SECRET);
    expect(await tokens.verify(await tokens.issue({ userId: USER_2, scope: 'user', sessionVersion: 3 }))).toEqual({
      userId: USER_2,
      scope: 'user',
      sessionVersion: 3,
    });
  });

  it('refuses a validly signed token whose subject or session is not a UUID (it was a 500 on every signed-in route)', async () => {
    const tokens = new TokenService(SECRET);
    expect(await tokens.verify(await tokens.issue({ userId: 'not-a-uuid', scope: 'user' }))).toBeNull();
    expect(await tokens.verify(await tokens.issue({ userId: "1' OR '1'='1", scope: 'admin' }))).toBeNull();
    expect(await tokens.verify(await tokens.issue({ userId: USER_1, scope: 'user', sessionId: 'device-1' }))).toBeNull();
  });
});
