import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, matches, notifications, referralCodes, users } from '#server/db/schema.ts';
import { TEST_PASSWORD, useTestApp } from '#server/test/helper.ts';
import { offerTermsOf } from '#server/modules/matches/offer-terms.ts';

const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 1000 } });
const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/auth/profile and PUT /api/auth/password', () => {
  it('updates the profile and refuses an email another account has', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const updated = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: 'new-address@example.com', name: 'Nia' } });
    expect(updated.statusCode).toBe(200);
    // The name changes at once; the address once its link is opened (email-verification.test.ts).
    expect(updated.json()).toMatchObject({ email: user.email, pending_email: 'new-address@example.com', name: 'Nia' });

    const taken = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: other.email.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    const invalid = await t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email: '' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain('Email is required');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.json()).toMatchObject({ email: user.email, pending_email: 'new-address@example.com' });
  });

  it('sends at most three verification links an hour to new addresses: a fourth is 429 and changes nothing', async () => {
    const user = await t.createUser();
    const change = (email: string) => t.request({ method: 'PUT', url: '/api/auth/profile', token: user.token, payload: { email, name: 'Nia' } });
    for (const n of [1, 2, 3]) expect((await change(`stranger-${n}@example.com`)).statusCode).toBe(200);
    // Giving the address waiting already sends nothing, so it is not refused.
    expect((await change('stranger-3@example.com')).statusCode).toBe(200);
    const refused = await change('stranger-4@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'At most 3 verification links are sent an hour. Please try again later.' });
    const sentTo = (await t.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(eq(mailOutbox.userId, user.id))).map((mail) => mail.to);
    expect(sentTo).not.toContain('stranger-4@example.com');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.json()).toMatchObject({ pending_email: 'stranger-3@example.com' });
  });

  it('changes the password only with the current one', async () => {
    const user = await t.createUser();
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { current_password: 'nope-nope', new_password: 'brand-new-1' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('Your current password is incorrect');
    const short = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { current_password: TEST_PASSWORD, new_password: '12345' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('Password must be at least 6 characters long');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id))).toEqual([]);

    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token: user.token,
      payload: { current_password: TEST_PASSWORD, new_password: 'brand-new-1' },
    });
    expect(changed.json()).toEqual({ message: 'Password changed successfully', access_token: expect.any(String) });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);
    // The address is told, in case it was not its owner (the message is written in the change's transaction).
    const [notice] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
    expect(notice).toMatchObject({
      kind: 'password_changed',
      toAddress: user.email,
      subject: 'Your Referral Exchange password was changed',
      status: 'PENDING',
    });
  });
});

describe('DELETE /api/auth/account', () => {
  it('cancels matches in progress, frees the code use, tells the other party and removes the account', async () => {
    const referrer = await t.createUser();
    const leaving = await t.createUser();
    const app = await t.createApp({ name: 'Test Bank' });
    const code = await t.createCode(referrer.id, app.id, { code: 'ABC123', referralLink: 'https://bank.example/r/ABC123', currentUses: 2, status: 'ASSIGNED' });
    const base = {
      appId: app.id,
      referralCodeId: code.id,
      referrerId: referrer.id,
      refereeId: leaving.id,
      code: 'ABC123',
      referralLink: code.referralLink,
      termsAtClaim: offerTermsOf(app),
    };
    const [inProgress] = await t.db
      .insert(matches)
      .values({ ...base, status: 'ASSIGNED' })
      .returning();
    const [finished] = await t.db
      .insert(matches)
      .values({ ...base, status: 'COMPLETED' })
      .returning();

    const response = await t.request({ method: 'DELETE', url: '/api/auth/account', token: leaving.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted' });

    expect(await t.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    const [cancelled] = await t.db.select().from(matches).where(eq(matches.id, inProgress!.id));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refereeId: null });
    const [kept] = await t.db.select().from(matches).where(eq(matches.id, finished!.id));
    expect(kept).toMatchObject({ status: 'COMPLETED', refereeId: null, referrerId: referrer.id });
    const [freed] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id));
    expect(freed).toMatchObject({ currentUses: 1, status: 'ASSIGNED' });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, referrer.id));
    expect(notices).toEqual([expect.objectContaining({ type: 'MATCH_CANCELLED', matchId: inProgress!.id })]);

    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: leaving.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: leaving.token })).statusCode).toBe(401);
  });

  it('takes the referrer side with it: their codes go and matches on them are cancelled', async () => {
    const leaving = await t.createUser();
    const referee = await t.createUser();
    const app = await t.createApp({ name: 'Test Broker' });
    const code = await t.createCode(leaving.id, app.id, {
      code: 'XYZ789',
      referralLink: 'https://broker.example/r/XYZ789',
      currentUses: 1,
      status: 'ASSIGNED',
    });
    const [match] = await t.db
      .insert(matches)
      .values({
        appId: app.id,
        referralCodeId: code.id,
        referrerId: leaving.id,
        refereeId: referee.id,
        code: 'XYZ789',
        referralLink: code.referralLink,
        termsAtClaim: offerTermsOf(app),
        status: 'USER_MARKED_DONE',
      })
      .returning();

    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: leaving.token })).statusCode).toBe(200);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, leaving.id))).toEqual([]);
    const [after] = await t.db.select().from(matches).where(eq(matches.id, match!.id));
    expect(after).toMatchObject({ status: 'CANCELLED', referrerId: null, referralCodeId: null, code: 'XYZ789' });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, referee.id));
    expect(notices).toHaveLength(1);
  });
});

describe('GET /api/auth/export', () => {
  it('downloads everything held about the caller as one JSON file, with no password hash and no one else’s address', async () => {
    const referrer = await t.createUser();
    const me = await t.createUser();
    const app = await t.createApp();
    const code = await t.createCode(referrer.id, app.id);
    const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: me.token });
    const matchId = claimed.json().match_id as string;
    await t.request({
      method: 'POST',
      url: `/api/matches/${matchId}/reports`,
      token: me.token,
      payload: { reason: 'OTHER', message: 'Something odd happened here.' },
    });

    const answer = await t.request({ method: 'GET', url: '/api/auth/export', token: me.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="referral-exchange-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.account).toMatchObject({ id: me.id, email: me.email, username: me.username });
    expect(data.matches).toEqual([
      expect.objectContaining({
        id: matchId,
        app: app.name,
        my_role: 'referee',
        referrer: referrer.username,
        referee: me.username,
        terms_at_claim: expect.objectContaining({ referee_reward_amount_pence: app.refereeRewardAmountPence }),
      }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        match_id: matchId,
        made_by_me: true,
        messages: [expect.objectContaining({ by: 'me', message: 'Something odd happened here.' })],
      }),
    ]);
    expect(data.notifications).toEqual(expect.any(Array));
    expect(answer.body).not.toContain('argon2');
    expect(answer.body).not.toContain(referrer.email);
  });
});
