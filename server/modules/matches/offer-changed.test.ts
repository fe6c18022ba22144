import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedOfferTerms } from '#contract/matches/test-terms.ts';
import type { Match } from '#contract/matches/schema.ts';
import type { Notification } from '#contract/notifications/schema.ts';
import { mailOutbox, matches, notifications } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { useTestMailServer } from '#server/test/smtp-server.ts';
import { appForm } from '../admin/test-fixtures.ts';

const mail = useTestMailServer();
const t = useTestApp({ mailTransport: mail.transport });

/** A person's OFFER_CHANGED notices as the bell lists them. */
async function offerChanges(user: TestUser): Promise<Notification[]> {
  const answer = await t.as(user).get('/api/notifications?limit=100');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Notification[]>().filter((notice) => notice.type === 'OFFER_CHANGED');
}

async function claimOf(referee: TestUser, codeId: string): Promise<string> {
  const claimed = await t.as(referee).post(`/api/referral-codes/claim/${codeId}`);
  expect(claimed.statusCode, claimed.body).toBe(201);
  return claimed.json<{ match_id: string }>().match_id;
}

/**
 * An app (£10 each, no qualifying spend, no waiting period set, no terms) with: Reece's claim of
 * Rosa's code in progress; Sara's claim of Sam's code past sign-up; Rosa's code claimed again by
 * Ravi (so Rosa holds two live matches); a match each COMPLETED, CONFIRMED and CANCELLED between
 * others; and a bystander.
 */
async function marketplace() {
  const app = await t.createApp({ maxUsesPerUser: null, refereeRewardAmountPence: 1000, referrerRewardAmountPence: 1000 });
  const people = Object.fromEntries(
    await Promise.all(
      ['rosa', 'reece', 'ravi', 'sam', 'sara', 'cal', 'cora', 'finn', 'fay', 'dee', 'dan', 'bystander'].map(async (name) => [name, await t.createUser()]),
    ),
  ) as Record<'rosa' | 'reece' | 'ravi' | 'sam' | 'sara' | 'cal' | 'cora' | 'finn' | 'fay' | 'dee' | 'dan' | 'bystander', TestUser>;
  const rosaCode = await t.createCode(people.rosa.id, app.id);
  const inProgress = await claimOf(people.reece, rosaCode.id);
  const secondOfRosa = await claimOf(people.ravi, rosaCode.id);
  const signedUp = await claimOf(people.sara, (await t.createCode(people.sam.id, app.id)).id);
  expect((await t.as(people.sara).post(`/api/matches/${signedUp}/mark-complete`)).statusCode).toBe(200);
  const completed = await claimOf(people.cora, (await t.createCode(people.cal.id, app.id)).id);
  const confirmed = await claimOf(people.fay, (await t.createCode(people.finn.id, app.id)).id);
  await t.db.update(matches).set({ status: 'COMPLETED' }).where(eq(matches.id, completed));
  await t.db.update(matches).set({ status: 'CONFIRMED' }).where(eq(matches.id, confirmed));
  const cancelled = await claimOf(people.dan, (await t.createCode(people.dee.id, app.id)).id);
  expect((await t.as(people.dan).post(`/api/matches/${cancelled}/cancel`)).statusCode).toBe(200);
  return { app, people, inProgress, secondOfRosa, signedUp };
}

describe('an offer that changes: OFFER_CHANGED', () => {
  it('tells both parties of each live match once, naming every change in a sentence each; nobody else', async () => {
    const { app, people, inProgress, secondOfRosa, signedUp } = await marketplace();
    const admin = await t.createAdmin();
    const changed = await t.as(admin).patch(`/api/admin/apps/${app.id}`, {
      referee_reward_amount_pence: 500,
      qualifying_spend_amount_pence: 5000,
      reward_waiting_period_days: 60,
      terms_conditions: 'New customers only.',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const sentences =
      'The referee reward went from £10 to £5. The qualifying spend went from none to £50. The reward waiting period went from 25 days to 60 days. The terms and conditions changed.';
    for (const [person, matchId] of [
      [people.reece, inProgress],
      [people.ravi, secondOfRosa],
      [people.sara, signedUp],
      [people.sam, signedUp],
    ] as const) {
      expect(await offerChanges(person)).toEqual([
        expect.objectContaining({
          type: 'OFFER_CHANGED',
          status: 'UNREAD',
          match_id: matchId,
          title: `The ${app.name} offer changed`,
          message: `${sentences} Your match keeps the offer as it stood when it was claimed, on its card.`,
        }),
      ]);
    }
    // Rosa shares the code of two live matches: one notice, about both.
    expect(await offerChanges(people.rosa)).toEqual([
      expect.objectContaining({
        match_id: null,
        message: `${sentences} Your matches keep the offer as it stood when each was claimed, on their cards.`,
      }),
    ]);
    // Finished, cancelled or never part of it: nothing; nor the administrator.
    for (const person of [people.cal, people.cora, people.finn, people.fay, people.dee, people.dan, people.bystander]) {
      expect(await offerChanges(person), person.username).toEqual([]);
    }
    const toAdmin = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'OFFER_CHANGED')));
    expect(toAdmin).toEqual([]);
  });

  it('tells nobody of a change that alters nothing a member would notice', async () => {
    const { app } = await marketplace();
    const admin = await t.createAdmin();
    const count = async () => (await t.db.select().from(notifications).where(eq(notifications.type, 'OFFER_CHANGED'))).length;
    const before = await count();
    for (const change of [
      { description: 'New words about the app' },
      { logo_url: null, app_url: 'https://elsewhere.example' },
      // The usual 25 days written out is the wait there was; a range of one value is that amount.
      { reward_waiting_period_days: 25 },
      { referee_reward_amount_pence: null, referee_reward_min_pence: 1000, referee_reward_max_pence: 1000 },
      { max_uses_per_user: 3, offer_expiry_days: 10 },
    ]) {
      const saved = await t.as(admin).patch(`/api/admin/apps/${app.id}`, change);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(await count()).toBe(before);
  });

  it('names a reward that became a range, or none, from the whole form (PUT) too', async () => {
    const { app, people } = await marketplace();
    const admin = await t.createAdmin();
    // The whole form: its waiting period of 25 days is the usual wait the app had, so no change.
    const saved = await t.as(admin).put(
      `/api/admin/apps/${app.id}`,
      appForm({
        name: app.name,
        referrer_reward_amount_pence: null,
        referrer_reward_min_pence: 500,
        referrer_reward_max_pence: 2500,
        referee_reward_amount_pence: 0,
        terms_conditions: null,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await offerChanges(people.reece)).map((notice) => notice.message)).toEqual([
      'The referrer reward went from £10 to £5-£25. The referee reward went from £10 to no reward. Your match keeps the offer as it stood when it was claimed, on its card.',
    ]);
  });

  it('is mailed under the offers preference, and not to someone who turned it off', async () => {
    const { app, people } = await marketplace();
    expect((await t.as(people.sara).put('/api/auth/notification-preferences', { offers: false })).statusCode).toBe(200);
    const admin = await t.createAdmin();
    expect((await t.as(admin).patch(`/api/admin/apps/${app.id}`, { referrer_reward_amount_pence: 2000 })).statusCode).toBe(200);
    t.app.mailer.wake();
    const message = await mail.nextFor(people.reece.email);
    expect(message.subject).toBe(`The ${app.name} offer changed`);
    expect(message.text).toContain('The referrer reward went from £10 to £20.');
    expect(message.text).toContain('ended, changed or back on offer');
    await t.app.mailer.sender!.idle();
    const mailed = async (person: TestUser) =>
      t.db
        .select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, person.id), eq(mailOutbox.kind, 'notification:offers')));
    expect(await mailed(people.sam)).toHaveLength(1);
    expect(await mailed(people.sara)).toEqual([]);
    expect(await offerChanges(people.sara)).toHaveLength(1);
  });
});

describe('terms_at_claim', () => {
  it('keeps the offer as it stood at the claim, whichever way it was claimed, and names what changed since', async () => {
    const app = await t.createApp({ maxUsesPerUser: null, qualifyingSpendAmountPence: 2000, rewardWaitingPeriodDays: 30, termsConditions: 'UK residents.' });
    const [sharer, byCode, byApp, waiter, late, secondSharer] = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    const code = await t.createCode(sharer!.id, app.id, { maxUses: 2 });
    await claimOf(byCode!, code.id);
    expect((await t.as(byApp!).post('/api/matches/claim', { app_id: app.id })).statusCode).toBe(201);
    // The code is used up: the waiter waits, and is matched when a new code is shared.
    expect((await t.as(waiter!).post('/api/matches/claim', { app_id: app.id })).statusCode).toBe(409);
    const shared = await t.as(secondSharer!).post('/api/referral-codes', { app_id: app.id, referral_link: 'https://www.example.com/invite/SECOND1' });
    expect(shared.statusCode, shared.body).toBe(201);
    const claimedTerms = fixedOfferTerms(1000, 1000, {
      qualifying_spend_amount_pence: 2000,
      reward_waiting_period_days: 30,
      terms_conditions: 'UK residents.',
    });
    const mine = async (person: TestUser) => (await t.as(person).get('/api/matches/mine')).json<Match[]>();
    for (const person of [byCode!, byApp!, waiter!, sharer!, secondSharer!]) {
      const answer = await mine(person);
      expect(answer.length, person.username).toBeGreaterThan(0);
      for (const match of answer) expect(match).toMatchObject({ terms_at_claim: claimedTerms, terms_changed_since_claim: [] });
    }

    const admin = await t.createAdmin();
    expect((await t.as(admin).patch(`/api/admin/apps/${app.id}`, { qualifying_spend_amount_pence: 1000, terms_conditions: 'Anyone.' })).statusCode).toBe(200);
    expect((await t.as(late!).post('/api/matches/claim', { app_id: app.id })).statusCode).toBe(201);
    const [before] = await mine(byCode!);
    expect(before).toMatchObject({ terms_at_claim: claimedTerms, terms_changed_since_claim: ['qualifying_spend', 'terms_conditions'] });
    // Answers that carry a single match say the same.
    const marked = await t.as(byCode!).post(`/api/matches/${before!.id}/mark-complete`);
    expect(marked.json<Match>()).toMatchObject({ terms_at_claim: claimedTerms, terms_changed_since_claim: ['qualifying_spend', 'terms_conditions'] });
    const [after] = await mine(late!);
    expect(after).toMatchObject({
      terms_at_claim: { ...claimedTerms, qualifying_spend_amount_pence: 1000, terms_conditions: 'Anyone.' },
      terms_changed_since_claim: [],
    });
  });

  it('claims racing an administrator’s change: every live match keeps the offer it was claimed on, or its parties were told it changed', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const people: TestUser[] = [];
    for (let index = 0; index < 24; index += 1) people.push(await t.createUser());
    for (const person of people.slice(0, 6)) await t.createCode(person.id, app.id, { maxUses: 4 });
    const admin = await t.createAdmin();
    const claims = people.slice(6).map((person) => t.as(person).post('/api/matches/claim', { app_id: app.id }));
    const change = t.as(admin).patch(`/api/admin/apps/${app.id}`, { referee_reward_amount_pence: 700 });
    const [changed, ...claimed] = await Promise.all([change, ...claims]);
    expect(changed!.statusCode).toBe(200);
    // A claim that finds every free code held by another claim at that instant waits for one (409).
    const statuses = claimed.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const rows = await t.db.select().from(matches).where(eq(matches.appId, app.id));
    expect(rows).toHaveLength(statuses.filter((status) => status === 201).length);
    expect(rows.length).toBeGreaterThan(0);
    const told = new Set(
      (
        await t.db
          .select({ userId: notifications.userId })
          .from(notifications)
          .where(
            and(
              eq(notifications.type, 'OFFER_CHANGED'),
              inArray(
                notifications.userId,
                people.map((person) => person.id),
              ),
            ),
          )
      ).map((row) => row.userId),
    );
    for (const row of rows) {
      if (row.termsAtClaim.referee_reward_amount_pence === 700) continue;
      expect(row.termsAtClaim.referee_reward_amount_pence).toBe(1000);
      expect(told.has(row.refereeId!), `the referee of ${row.id}`).toBe(true);
      expect(told.has(row.referrerId!), `the referrer of ${row.id}`).toBe(true);
    }
  }, 60_000);
});
