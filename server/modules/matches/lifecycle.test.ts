import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, notifications, referralCodes } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { closeUnconfirmedMatches, SECOND_CONFIRMATION_GRACE_DAYS } from './lifecycle.ts';
import { matchFixtures } from './test-fixtures.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const { claimed, act } = matchFixtures(t);

describe('match lifecycle', () => {
  it('walks a fixed reward from claim to completion, notifying the other party at each step', async () => {
    const { referrer, referee, matchId, appName } = await claimed();
    const marked = await act(referee, matchId, 'mark-complete');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'USER_MARKED_DONE', role: 'referee', reward_countdown_started_at: expect.any(String) });

    const refereeConfirms = await act(referee, matchId, 'confirm-receipt', {});
    expect(refereeConfirms.json()).toMatchObject({ status: 'USER_MARKED_DONE', referee_confirmed_receipt: true, actual_referee_reward_amount_pence: 1000 });
    const referrerConfirms = await act(referrer, matchId, 'confirm-receipt');
    expect(referrerConfirms.json()).toMatchObject({
      status: 'COMPLETED',
      role: 'referrer',
      referrer_confirmed_receipt: true,
      actual_referrer_reward_amount_pence: 1000,
      completed_at: expect.any(String),
    });

    const referrerTypes = (await t.db.select().from(notifications).where(eq(notifications.userId, referrer.id))).map((n) => n.type).sort();
    expect(referrerTypes).toEqual(['PAYOUT_PROCESSED', 'REFERRAL_CLAIMED', 'REFERRAL_COMPLETED', 'REFERRAL_MARKED_DONE']);
    const refereeNotices = await t.db.select().from(notifications).where(eq(notifications.userId, referee.id));
    expect(refereeNotices.map((n) => n.type).sort()).toEqual(['PAYOUT_PROCESSED', 'REFERRAL_COMPLETED']);
    expect(refereeNotices.every((n) => n.message.includes(appName))).toBe(true);
    // Words that say what happened, not money promised: the site pays nothing, the app decides.
    const markedNotice = (await t.db.select().from(notifications).where(eq(notifications.userId, referrer.id))).find((n) => n.type === 'REFERRAL_MARKED_DONE')!;
    expect(markedNotice).toMatchObject({
      title: 'Sign-up marked complete',
      message: `${referee.username} says they have signed up to ${appName} with your code. ${appName} decides the reward: confirm it here when it reaches you.`,
    });
    // Each is asked to rate the other, by name.
    const completedFor = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).find((n) => n.type === 'REFERRAL_COMPLETED')!.message;
    expect(await completedFor(referee.id)).toBe(
      `Your ${appName} referral is complete. Rate ${referrer.username} for it: your rating helps other members choose.`,
    );
    expect(await completedFor(referrer.id)).toBe(
      `Your ${appName} referral is complete. Rate ${referee.username} for it: your rating helps other members choose.`,
    );
  });

  it('takes a ranged reward only within that party’s range', async () => {
    const { referrer, referee, matchId } = await claimed({
      refereeRewardAmountPence: null,
      refereeRewardMinPence: 1000,
      refereeRewardMaxPence: 10000,
      referrerRewardAmountPence: null,
      referrerRewardMinPence: 500,
      referrerRewardMaxPence: 2000,
    });
    await act(referee, matchId, 'mark-complete');
    expect((await act(referee, matchId, 'confirm-receipt', {})).json()).toEqual({ detail: 'Please enter an amount' });
    const tooMuch = await act(referee, matchId, 'confirm-receipt', { actual_reward_amount_pence: 10001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ detail: 'Amount must be between £10 and £100' });
    expect((await act(referee, matchId, 'confirm-receipt', { actual_reward_amount_pence: 12.5 })).statusCode).toBe(422);
    expect((await act(referee, matchId, 'confirm-receipt', { actual_reward_amount_pence: 2550 })).json().actual_referee_reward_amount_pence).toBe(2550);
    expect((await act(referrer, matchId, 'confirm-receipt', { actual_reward_amount_pence: 400 })).json()).toEqual({
      detail: 'Amount must be between £5 and £20',
    });
    const done = await act(referrer, matchId, 'confirm-receipt', { actual_reward_amount_pence: 2000 });
    expect(done.json()).toMatchObject({ status: 'COMPLETED', actual_referrer_reward_amount_pence: 2000 });
    expect((await act(referrer, matchId, 'confirm-receipt', { actual_reward_amount_pence: 2000 })).statusCode).toBe(409);
  });

  it('completes on one confirmation when the other party has no reward to wait for', async () => {
    const { referee, matchId } = await claimed({ referrerRewardAmountPence: 0 });
    await act(referee, matchId, 'mark-complete');
    expect((await act(referee, matchId, 'confirm-receipt')).json().status).toBe('COMPLETED');
  });

  it('lets the referee undo completion only before any confirmation', async () => {
    const { referrer, referee, matchId } = await claimed();
    await act(referee, matchId, 'mark-complete');
    const undone = await act(referee, matchId, 'undo-complete');
    expect(undone.json()).toMatchObject({ status: 'ASSIGNED', reward_countdown_started_at: null });
    await act(referee, matchId, 'mark-complete');
    await act(referrer, matchId, 'confirm-receipt');
    const refused = await act(referee, matchId, 'undo-complete');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'A reward has already been confirmed for this match, so the completion cannot be undone' });
  });

  it('cancels while in progress, gives the use back and refuses the moves the status does not allow', async () => {
    const { referee, matchId, codeId } = await claimed();
    expect((await act(referee, matchId, 'confirm-receipt')).statusCode).toBe(409);
    expect((await act(referee, matchId, 'undo-complete')).statusCode).toBe(409);
    const cancelled = await act(referee, matchId, 'cancel');
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancelled_at: expect.any(String) });
    const [code] = await t.db.select().from(referralCodes).where(eq(referralCodes.id, codeId));
    expect(code).toMatchObject({ currentUses: 0, status: 'UNUSED' });
    for (const action of ['cancel', 'mark-complete', 'refresh-instructions']) {
      const response = await act(referee, matchId, action);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().detail).toMatch(/^This match is cancelled, so you cannot/);
    }
  });

  it('answers 403 to the wrong role, 404 to a stranger and an unknown id, 401 without a token', async () => {
    const { referrer, matchId } = await claimed();
    const stranger = await t.createUser();
    for (const action of ['cancel', 'mark-complete', 'undo-complete', 'refresh-instructions']) {
      const response = await act(referrer, matchId, action);
      expect(response.statusCode, action).toBe(403);
      expect(response.json().detail).toMatch(/^Only the referee can/);
      expect((await act(stranger, matchId, action)).statusCode).toBe(404);
      expect((await act(stranger, UNKNOWN_ID, action)).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: `/api/matches/${matchId}/${action}` })).statusCode).toBe(401);
      expect((await act(stranger, 'not-an-id', action)).statusCode).toBe(422);
    }
    expect((await act(stranger, matchId, 'confirm-receipt')).json()).toEqual({ detail: 'There is no match with that id among yours' });
    expect((await act(referrer, matchId, 'confirm-receipt', { actual_reward_amount_pence: 'ten' })).statusCode).toBe(422);
  });

  it('refreshes the instructions from the app as it is now', async () => {
    const { referee, matchId } = await claimed();
    await t.db
      .update(matches)
      .set({ instructions: { steps: ['a', 'b', 'c', 'd', 'e'], notes: '', estimated_time: '' } })
      .where(eq(matches.id, matchId));
    const refreshed = await act(referee, matchId, 'refresh-instructions');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      match_id: matchId,
      instructions: { steps: expect.arrayContaining(['Come back here and press Mark as Sign Up Complete within 14 days of claiming, or the claim expires.']) },
    });
  });

  it('closes a match whose second party never confirms, after the grace period', async () => {
    const { referee, matchId } = await claimed();
    await act(referee, matchId, 'mark-complete');
    await act(referee, matchId, 'confirm-receipt');
    expect(await closeUnconfirmedMatches(t.db)).toBe(0);
    const later = new Date(Date.now() + (SECOND_CONFIRMATION_GRACE_DAYS + 1) * 86_400_000);
    expect(await closeUnconfirmedMatches(t.db, later)).toBeGreaterThanOrEqual(1);
    const [closed] = await t.db.select().from(matches).where(eq(matches.id, matchId));
    expect(closed).toMatchObject({ status: 'CONFIRMED', refereeConfirmedReceipt: true, referrerConfirmedReceipt: false });
  });
});

describe('GET /api/matches/mine', () => {
  it('lists both roles in the spec’s order, each with its app, or one role', async () => {
    const person = await t.createUser();
    const other = await t.createUser();
    const appA = await t.createApp({ maxUsesPerUser: null });
    const appB = await t.createApp({ maxUsesPerUser: null });
    const theirCode = await t.createCode(other.id, appA.id);
    const myCode = await t.createCode(person.id, appB.id);
    const asReferee = (await t.request({ method: 'POST', url: `/api/referral-codes/claim/${theirCode.id}`, token: person.token })).json().match_id;
    const done = (await t.request({ method: 'POST', url: `/api/referral-codes/claim/${theirCode.id}`, token: person.token })).json().match_id;
    await act(person, done, 'mark-complete');
    const asReferrer = (await t.request({ method: 'POST', url: `/api/referral-codes/claim/${myCode.id}`, token: other.token })).json().match_id;

    const all = await t.request({ method: 'GET', url: '/api/matches/mine', token: person.token });
    expect(all.json().map((m: { id: string; role: string; status: string }) => [m.id, m.role, m.status])).toEqual([
      [asReferrer, 'referrer', 'ASSIGNED'],
      [asReferee, 'referee', 'ASSIGNED'],
      [done, 'referee', 'USER_MARKED_DONE'],
    ]);
    const [mine, theirs] = all.json();
    // Each party's own address and the other's; the instructions are the referee's alone.
    const masked = (user: TestUser) => user.email.split('@')[0];
    expect(mine).toMatchObject({
      app: { id: appB.id },
      app_name: appB.name,
      owner_masked_email: masked(person),
      referee_masked_email: masked(other),
      instructions: null,
    });
    expect(theirs).toMatchObject({ owner_masked_email: masked(other), referee_masked_email: masked(person) });
    expect(theirs.instructions.steps.length).toBeGreaterThan(0);
    const referrerOnly = await t.request({ method: 'GET', url: '/api/matches/mine?role=referrer', token: person.token });
    expect(referrerOnly.json().map((m: { id: string }) => m.id)).toEqual([asReferrer]);
    expect((await t.request({ method: 'GET', url: '/api/matches/mine?role=owner', token: person.token })).statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/api/matches/mine?limit=500', token: person.token })).json()).toEqual({
      detail: 'Limit must be at most 200',
    });
    expect((await t.request({ method: 'GET', url: '/api/matches/mine' })).statusCode).toBe(401);
  });
});
