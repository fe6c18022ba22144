import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';
import { describeDevice } from './sessions.ts';

const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 1000 } });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, userAgent: string): Promise<string> {
  const answer = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(answer.statusCode).toBe(200);
  return answer.json().access_token as string;
}
const sessionsSeenBy = (token: string) => t.request({ method: 'GET', url: '/api/auth/sessions', token });
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

describe('describing a device', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on macOS'],
    ['curl/8.5.0', 'An unknown device'],
    [undefined, 'An unknown device'],
  ])('%s is "%s"', (userAgent, description) => {
    expect(describeDevice(userAgent)).toBe(description);
  });
});

describe('sessions people control', () => {
  it('lists where the account is signed in, this device marked, and only the caller’s', async () => {
    const user = await t.createUser();
    const laptop = await signInFrom(user.email, CHROME_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_IPHONE);
    const seen = (await sessionsSeenBy(laptop)).json();
    expect(seen).toHaveLength(2);
    expect(seen.find((session: { current: boolean }) => session.current)).toMatchObject({ device: 'Chrome on Windows' });
    expect(seen.find((session: { current: boolean }) => !session.current)).toMatchObject({
      device: 'Safari on iPhone',
      signed_in_at: expect.any(String),
      last_used_at: expect.any(String),
    });
    expect((await sessionsSeenBy(phone)).json().find((session: { current: boolean }) => session.current)).toMatchObject({ device: 'Safari on iPhone' });
    const other = await t.createUser();
    expect((await sessionsSeenBy(other.token)).json()).toEqual([]);
  });

  it('signs out of every other device: their tokens stop, this one goes on with a new token', async () => {
    const user = await t.createUser();
    const laptop = await signInFrom(user.email, CHROME_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_IPHONE);
    const answer = await t.request({ method: 'POST', url: '/api/auth/sessions/sign-out-others', token: laptop });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ detail: 'You are signed out of every other device.', access_token: expect.any(String) });
    const fresh = answer.json().access_token as string;
    expectError(await me(phone), 401, 'Your session has ended. Please sign in again.');
    expectError(await me(laptop), 401, 'Your session has ended. Please sign in again.');
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await sessionsSeenBy(fresh)).json()).toEqual([expect.objectContaining({ device: 'Chrome on Windows', current: true })]);
  });

  it('signs out everywhere, this device included', async () => {
    const user = await t.createUser();
    const laptop = await signInFrom(user.email, CHROME_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_IPHONE);
    const answer = await t.request({ method: 'POST', url: '/api/auth/logout-everywhere', token: laptop });
    expect(answer.json()).toEqual({ detail: 'You are signed out everywhere.' });
    for (const token of [laptop, phone]) expectError(await me(token), 401, 'Your session has ended. Please sign in again.');
    const again = await signInFrom(user.email, CHROME_WINDOWS);
    expect((await sessionsSeenBy(again)).json()).toHaveLength(1);
  });

  it('a password change ends the other sessions and lists only the device that made it', async () => {
    const user = await t.createUser();
    const laptop = await signInFrom(user.email, CHROME_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_IPHONE);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: laptop,
      payload: { current_password: TEST_PASSWORD, new_password: 'a-newer-password' },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    const fresh = changed.json().access_token as string;
    expectError(await me(phone), 401, 'Your session has ended. Please sign in again.');
    expect((await sessionsSeenBy(fresh)).json()).toEqual([expect.objectContaining({ device: 'Chrome on Windows', current: true })]);
  });
});
