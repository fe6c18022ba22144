import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again, and refuses others', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.issue({ userId: 'user-1', scope: 'user' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', scope: 'user', sessionVersion: 0 });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', scope: 'user', sessionVersion: 0 });
    expect(await new TokenService(`${SECRET}-other`).verify(token)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses a token once it has expired, even one it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const tokens = new TokenService(SECRET);
    const token = await tokens.issue({ userId: 'admin-1', scope: 'admin' });
    expect(await tokens.verify(token)).toEqual({ userId: 'admin-1', scope: 'admin', sessionVersion: 0 });
    vi.setSystemTime(new Date('2026-01-01T19:59:00Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 'admin-1', scope: 'admin', sessionVersion: 0 });
    vi.setSystemTime(new Date('2026-01-01T20:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('carries the session version it was issued at', async () => {
    const tokens = new TokenService(SECRET);
    expect(await tokens.verify(await tokens.issue({ userId: 'user-2', scope: 'user', sessionVersion: 3 }))).toEqual({ userId: 'user-2', scope: 'user', sessionVersion: 3 });
  });
});
