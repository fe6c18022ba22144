import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';

const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 1000, registrationsPerClientPerHour: 1000 } });

const register = (body: unknown) => t.request({ method: 'POST', url: '/api/auth/register', payload: body as object });
const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/register', () => {
  it('creates an account that can then sign in', async () => {
    const created = await register({ email: 'Alice@Example.com', username: 'alice', password: 'kept-secret-1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'Alice@Example.com',
      username: 'alice',
      subscription_status: 'FREE',
      matches_used: 0,
      paid_features_enabled: false,
    });
    expect(created.json()).not.toHaveProperty('password_hash');

    const signedIn = await login('alice@example.com', 'kept-secret-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer', user: { username: 'alice' } });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: signedIn.json().access_token });
    expect(me.json()).toMatchObject({ email: 'Alice@Example.com', last_login_at: expect.any(String) });
  });

  it('refuses the same email in other letter case with 409', async () => {
    await register({ email: 'bob@example.com', username: 'bob', password: 'kept-secret-1' });
    const again = await register({ email: 'BOB@EXAMPLE.COM', username: 'bobby', password: 'kept-secret-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('refuses a username taken in other letter case with 409', async () => {
    await register({ email: 'carol@example.com', username: 'Carol', password: 'kept-secret-1' });
    const again = await register({ email: 'carol2@example.com', username: 'carol', password: 'kept-secret-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This username is already taken');
  });

  it.each([
    [{ username: 'dave', password: 'kept-secret-1' }, 'Email is required'],
    [{ email: 'not-an-email', username: 'dave', password: 'kept-secret-1' }, 'Email must be a valid e-mail address'],
    [{ email: 'dave@example.com', username: 'dave', password: '123' }, 'Password must be at least 6 characters long'],
    [{ email: 'dave@example.com', password: 'kept-secret-1' }, 'Username is required'],
    [{ email: 'dave@example.com', username: 42, password: 'kept-secret-1' }, 'Username is required'],
  ])('answers 422 naming the field for %j', async (body, detail) => {
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(detail);
    const [count] = await t.db.select().from(users).where(eq(users.username, 'dave'));
    expect(count).toBeUndefined();
  });

  it('answers 400 for a body that is not JSON and 422 for a missing body', async () => {
    const broken = await t.request({ method: 'POST', url: '/api/auth/register', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'The request body is not valid JSON' });
    const missing = await t.request({ method: 'POST', url: '/api/auth/register' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('The request body must be a JSON object');
  });
});

describe('POST /api/auth/login', () => {
  it('gives the same 401 for an unknown account and a wrong password', async () => {
    const user = await t.createUser();
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login('nobody@example.com', 'whatever1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account even with the right password', async () => {
    const user = await t.createUser({ isActive: false });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/deactivated/);
  });

  it('pauses an account after five failed attempts, whatever the password afterwards', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, 'wrong-pass')).statusCode).toBe(401);
    const paused = await login(user.email, TEST_PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
    expect(paused.json().detail).toMatch(/^Too many failed sign-in attempts for this account/);
  });
});

describe('signed-in account calls', () => {
  it('answers 401 {detail} without a token, with a bad token and with an admin token', async () => {
    const noToken = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ detail: 'Please sign in to continue' });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: 'not.a.jwt' })).statusCode).toBe(401);
    const admin = await t.createAdmin();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: admin.token })).statusCode).toBe(401);
  });

  it('stops honouring the tokens of a user deactivated or deleted outside the app, as soon as the database announces it', async () => {
    // Through the app the change takes effect at once (the administrator's user tests); written
    // straight to the database it is heard through its trigger's announcement.
    const deactivated = await t.createUser();
    const deleted = await t.createUser();
    for (const user of [deactivated, deleted]) expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(200);
    const heard = Promise.all([deactivated, deleted].map((user) => t.app.nextAccountForgetting(user.id)));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    await t.db.delete(users).where(eq(users.id, deleted.id));
    await heard;
    for (const user of [deactivated, deleted]) {
      const refused = await t.request({ method: 'GET', url: '/api/auth/me', token: user.token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('mirrors the paid-features setting on the user', async () => {
    const user = await t.createUser();
    const admin = await t.createAdmin();
    await t.request({ method: 'PUT', url: '/api/admin/system-settings/paid_features_enabled', token: admin.token, payload: { setting_value: true } });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).json().paid_features_enabled).toBe(true);
    await t.request({ method: 'PUT', url: '/api/admin/system-settings/paid_features_enabled', token: admin.token, payload: { setting_value: false } });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).json().paid_features_enabled).toBe(false);
  });
});
