import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#contract/notifications/rules.ts';
import { mailOutbox, notifications } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { useTestMailServer } from '#server/test/smtp-server.ts';
import { expectError } from '../admin/test-fixtures.ts';
import { summaryLines, writeWeeklySummaries } from '../mail/weekly-summary.ts';

const mail = useTestMailServer();
const t = useTestApp({ mailTransport: mail.transport });

const preferences = (user: TestUser) => t.request({ method: 'GET', url: '/api/auth/notification-preferences', token: user.token });
const setPreferences = (user: TestUser, payload: object) => t.request({ method: 'PUT', url: '/api/auth/notification-preferences', token: user.token, payload });

/** A referee claims a fresh code of the referrer's: the referrer gets REFERRAL_CLAIMED. */
async function claimFrom(referrer: TestUser) {
  const referee = await t.createUser();
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id);
  const claimed = await t.request({ method: 'POST', url: `/api/referral-codes/claim/${code.id}`, token: referee.token });
  expect(claimed.statusCode).toBe(201);
  return { referee, app };
}

const notificationMails = async (user: TestUser) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, user.id), like(mailOutbox.kind, 'notification:%')));

describe('notification preferences', () => {
  it('answers the defaults, changes any subset and answers the whole set', async () => {
    const user = await t.createUser();
    expect((await preferences(user)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const changed = await setPreferences(user, { reviews: true, code_claimed: false });
    expect(changed.json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, reviews: true, code_claimed: false });
    expect((await setPreferences(user, { weekly_summary: true })).json()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      reviews: true,
      code_claimed: false,
      weekly_summary: true,
    });
    expectError(await setPreferences(user, { sms: true }), 422, 'The request body is invalid: Unknown preference: sms');
    expectError(await setPreferences(user, { reviews: 'yes' }), 422, 'reviews must be true or false');
    expect((await preferences(user)).json().reviews).toBe(true);
  });
});

describe('notification e-mails', () => {
  it('mails a notice of a kind that is on, with a one-click unsubscribe that works without signing in', async () => {
    const referrer = await t.createUser();
    const { app } = await claimFrom(referrer);
    t.app.mailer.wake();
    const message = await mail.nextFor(referrer.email);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'REFERRAL_CLAIMED')));
    expect(message.subject).toBe(notice!.title);
    expect(message.text).toContain(app.name);
    expect(message.text).toContain('You are receiving this because you asked for e-mails about: someone claimed your code, or you were matched with one.');
    const header = (name: string) => message.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(header('list-unsubscribe')!.replace(/^<|>$/g, ''));
    expect(url.pathname).toBe('/api/unsubscribe');

    // The mail program's one-click POST (RFC 8058), with no sign-in.
    const stopped = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().detail).toMatch(/^You will no longer get e-mails about: someone claimed your code/);
    expect((await preferences(referrer)).json().code_claimed).toBe(false);

    // The next claim is in the bell, not in the inbox.
    await claimFrom(referrer);
    t.app.mailer.wake();
    await t.app.mailer.sender!.idle();
    expect(await notificationMails(referrer)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'REFERRAL_CLAIMED'))),
    ).toHaveLength(2);
  });

  it('sends nothing for a kind that is off by default, and each notice at most once', async () => {
    const member = await t.createUser();
    await t.db.insert(notifications).values({ userId: member.id, type: 'REVIEW_RECEIVED', title: 'New review', message: 'Someone rated you.' });
    t.app.mailer.wake();
    await t.app.mailer.sender!.idle();
    t.app.mailer.wake();
    await t.app.mailer.sender!.idle();
    expect(await notificationMails(member)).toEqual([]);
    const [checked] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(checked!.emailCheckedAt).not.toBeNull();
  });

  it('refuses a forged or broken unsubscribe link with 400', async () => {
    const member = await t.createUser();
    const forged = `${member.id}.reports.${'A'.repeat(43)}`;
    expectError(
      await t.request({ method: 'POST', url: `/api/unsubscribe?token=${forged}` }),
      400,
      'This unsubscribe link is not valid. Choose your e-mails on your profile’s Notifications tab.',
    );
    expectError(
      await t.request({ method: 'POST', url: '/api/unsubscribe?token=nothing' }),
      400,
      'This unsubscribe link is not valid. Choose your e-mails on your profile’s Notifications tab.',
    );
    expect((await preferences(member)).json().reports).toBe(true);
  });
});

describe('the weekly summary', () => {
  it('goes to members who asked for it, once a week, with what moved and a one-click way to stop it', async () => {
    const referrer = await t.createUser();
    await setPreferences(referrer, { weekly_summary: true, code_claimed: false });
    await claimFrom(referrer);
    await writeWeeklySummaries(t.db, t.app.mailer);
    expect(await writeWeeklySummaries(t.db, t.app.mailer)).toBe(0);
    t.app.mailer.wake();
    const summary = await mail.nextFor(referrer.email);
    expect(summary.subject).toBe('Your week on Referral Exchange');
    expect(summary.text).toContain('1 person claimed your referral codes.');
    expect(summary.text).toContain('1 match is in progress in all.');
    expect(summary.headerLines.some((line) => line.key === 'list-unsubscribe-post')).toBe(true);
    const quiet = await t.createUser();
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, quiet.id), eq(mailOutbox.kind, 'notification:weekly_summary'))),
    ).toEqual([]);
  });

  it('says a quiet week is quiet', () => {
    expect(summaryLines({ claimed: 0, waiting: 0, completed: 0, in_progress: 0 })).toEqual(['It was a quiet week: nothing moved in your matches.']);
    expect(summaryLines({ claimed: 2, waiting: 1, completed: 0, in_progress: 3 })).toEqual([
      '2 people claimed your referral codes.',
      '1 match waits for you to do something: have a look at your dashboard.',
      '3 matches are in progress in all.',
    ]);
  });
});
