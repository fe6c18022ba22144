import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apps, matches, notifications, referralCodes, users } from '../../db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '../../test/helper.ts';

const t = useTestApp({ loginLimits: { attemptsPerClientPerMinute: 1000, failuresPerAccount: 5 } });

const register = (body: unknown) => t.request({ method: 'POST', url: '/api/auth/register', payload: body as object });
const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/register', () => {
  it('creates an account that can then sign in', async () => {
    const created = await register({ email: 'Alice@Example.com', username: 'alice', password: 'secret1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'Alice@Example.com', username: 'alice', subscription_status: 'FREE', matches_used: 0, paid_features_enabled: false });
    expect(created.json()).not.toHaveProperty('password_hash');

    const signedIn = await login('alice@example.com', 'secret1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer', user: { username: 'alice' } });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: signedIn.json().access_token });
    expect(me.json()).toMatchObject({ email: 'Alice@Example.com', last_login_at: expect.any(String) });
  });

  it('refuses the same email in other letter case with 409', async () => {
    await register({ email: 'bob@example.com', username: 'bob', password: 'secret1' });
    const again = await register({ email: 'BOB@EXAMPLE.COM', username: 'bobby', password: 'secret1' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('refuses a username taken in other letter case with 409', async () => {
    await register({ email: 'carol@example.com', username: 'Carol', password: 'secret1' });
    const again = await register({ email: 'carol2@example.com', username: 'carol', password: 'secret1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This username is already taken');
  });

  it.each([
    [{ username: 'dave', password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', username: 'dave', password: 'secret1' }, 'Email must be a valid e-mail address'],
    [{ email: 'dave@example.com', username: 'dave', password: '123' }, 'Password must be at least 6 characters long'],
    [{ email: 'dave@example.com', password: 'secret1' }, 'Username is required'],
    [{ email: 'dave@example.com', username: 42, password: 'secret1' }, 'Username is required'],
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
    // straight to the database it is heard through its trigger's announcement, within moments.
    const refusedSoon = async (token: string) => {
      const deadline = Date.now() + 5_000;
      let response = await t.request({ method: 'GET', url: '/api/auth/me', token });
      while (response.statusCode === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        response = await t.request({ method: 'GET', url: '/api/auth/me', token });
      }
      return response;
    };
    const deactivated = await t.createUser();
    const deleted = await t.createUser();
    for (const user of [deactivated, deleted]) expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    await t.db.delete(users).where(eq(users.id, deleted.id));
    for (const user of [deactivated, deleted]) {
      const refused = await refusedSoon(user.token);
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

  it('updates the profile and refuses an email another account has', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const updated = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: 'new-address@example.com', name: 'Nia' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ email: 'new-address@example.com', name: 'Nia' });

    const taken = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: other.email.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    const invalid = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('Email is required');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.json().email).toBe('new-address@example.com');
  });

  it('changes the password only with the current one', async () => {
    const user = await t.createUser();
    const wrong = await t.request({ method: 'PUT', url: '/api/auth/password', token: user.token, payload: { current_password: 'nope-nope', new_password: 'brand-new-1' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('Your current password is incorrect');
    const short = await t.request({ method: 'PUT', url: '/api/auth/password', token: user.token, payload: { current_password: TEST_PASSWORD, new_password: '12345' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('Password must be at least 6 characters long');

    const changed = await t.request({ method: 'PUT', url: '/api/auth/password', token: user.token, payload: { current_password: TEST_PASSWORD, new_password: 'brand-new-1' } });
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);
  });
});

describe('DELETE /api/auth/account', () => {
  it('cancels matches in progress, frees the code use, tells the other party and removes the account', async () => {
    const referrer = await t.createUser();
    const leaving = await t.createUser();
    const [app] = await t.db.insert(apps).values({ name: 'Test Bank', description: 'A bank', appUrl: 'https://bank.example' }).returning();
    const [code] = await t.db
      .insert(referralCodes)
      .values({ userId: referrer.id, appId: app!.id, code: 'ABC123', referralLink: 'https://bank.example/r/ABC123', currentUses: 2, status: 'ASSIGNED' })
      .returning();
    const base = { appId: app!.id, referralCodeId: code!.id, referrerId: referrer.id, refereeId: leaving.id, code: 'ABC123', referralLink: code!.referralLink };
    const [inProgress] = await t.db.insert(matches).values({ ...base, status: 'ASSIGNED' }).returning();
    const [finished] = await t.db.insert(matches).values({ ...base, status: 'COMPLETED' }).returning();

    const response = await t.request({ method: 'DELETE', url: '/api/auth/account', token: leaving.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted' });

    expect(await t.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    const [cancelled] = await t.db.select().from(matches).where(eq(matches.id, inProgress!.id));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refereeId: null });
    const [kept] = await t.db.select().from(matches).where(eq(matches.id, finished!.id));
    expect(kept).toMatchObject({ status: 'COMPLETED', refereeId: null, referrerId: referrer.id });
    const [freed] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code!.id));
    expect(freed).toMatchObject({ currentUses: 1, status: 'ASSIGNED' });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(notices).toEqual([expect.objectContaining({ type: 'MATCH_CANCELLED', matchId: inProgress!.id })]);

    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: leaving.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: leaving.token })).statusCode).toBe(401);
  });

  it('takes the referrer side with it: their codes go and matches on them are cancelled', async () => {
    const leaving = await t.createUser();
    const referee = await t.createUser();
    const [app] = await t.db.insert(apps).values({ name: 'Test Broker', description: 'A broker', appUrl: 'https://broker.example' }).returning();
    const [code] = await t.db
      .insert(referralCodes)
      .values({ userId: leaving.id, appId: app!.id, code: 'XYZ789', referralLink: 'https://broker.example/r/XYZ789', currentUses: 1, status: 'ASSIGNED' })
      .returning();
    const [match] = await t.db
      .insert(matches)
      .values({ appId: app!.id, referralCodeId: code!.id, referrerId: leaving.id, refereeId: referee.id, code: 'XYZ789', referralLink: code!.referralLink, status: 'USER_MARKED_DONE' })
      .returning();

    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: leaving.token })).statusCode).toBe(200);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, leaving.id))).toEqual([]);
    const [after] = await t.db.select().from(matches).where(eq(matches.id, match!.id));
    expect(after).toMatchObject({ status: 'CANCELLED', referrerId: null, referralCodeId: null, code: 'XYZ789' });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, referee.id));
    expect(notices).toHaveLength(1);
  });
});
