import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { matchFixtures } from './test-fixtures.ts';

const t = useTestApp();
const { claimed, act } = matchFixtures(t);
const noticesOf = async (userId: string, matchId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.matchId, matchId)))
      .orderBy(notifications.createdAt)
  ).map((notice) => ({ type: notice.type, title: notice.title, status: notice.status }));

describe('undoing and repeating a step of a match', () => {
  it('tells the referrer of an undo, and leaves one unread notice per step however often it repeats', async () => {
    const { referrer, referee, matchId, appName } = await claimed();
    expect((await act(referee, matchId, 'mark-complete')).statusCode).toBe(200);
    expect((await act(referee, matchId, 'undo-complete')).statusCode).toBe(200);

    const afterUndo = await noticesOf(referrer.id, matchId);
    // The unread "Sign-up marked complete" is no longer true: the undo takes its place.
    expect(afterUndo).toEqual([
      { type: 'REFERRAL_CLAIMED', title: 'Your referral code was claimed', status: 'UNREAD' },
      { type: 'REFERRAL_MARKED_UNDONE', title: 'Sign-up not complete after all', status: 'UNREAD' },
    ]);
    const [undoNotice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.matchId, matchId), eq(notifications.type, 'REFERRAL_MARKED_UNDONE')));
    expect(undoNotice?.message).toBe(`The person signing up to ${appName} with your code says their sign-up is not finished yet, so no reward is due yet.`);

    expect((await act(referee, matchId, 'mark-complete')).statusCode).toBe(200);
    expect((await act(referee, matchId, 'undo-complete')).statusCode).toBe(200);
    expect((await act(referee, matchId, 'mark-complete')).statusCode).toBe(200);
    expect(await noticesOf(referrer.id, matchId)).toEqual([
      { type: 'REFERRAL_CLAIMED', title: 'Your referral code was claimed', status: 'UNREAD' },
      { type: 'REFERRAL_MARKED_DONE', title: 'Sign-up marked complete', status: 'UNREAD' },
    ]);
    const unread = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: referrer.token });
    expect(unread.json()).toEqual({ unread_count: 2 });
  });

  it('keeps a notice the referrer has read, and adds the new step beside it', async () => {
    const { referrer, referee, matchId } = await claimed();
    await act(referee, matchId, 'mark-complete');
    const list = await t.request({ method: 'GET', url: '/api/notifications', token: referrer.token });
    const marked = list.json<{ id: string; type: string }[]>().find((notice) => notice.type === 'REFERRAL_MARKED_DONE')!;
    expect((await t.request({ method: 'POST', url: `/api/notifications/${marked.id}/mark-read`, token: referrer.token })).statusCode).toBe(200);

    await act(referee, matchId, 'undo-complete');
    await act(referee, matchId, 'mark-complete');
    expect(await noticesOf(referrer.id, matchId)).toEqual([
      { type: 'REFERRAL_CLAIMED', title: 'Your referral code was claimed', status: 'UNREAD' },
      { type: 'REFERRAL_MARKED_DONE', title: 'Sign-up marked complete', status: 'READ' },
      { type: 'REFERRAL_MARKED_DONE', title: 'Sign-up marked complete', status: 'UNREAD' },
    ]);
  });

  it('is held to one unread notice per person, match and step by the database itself', async () => {
    const { referrer, matchId } = await claimed();
    const twice = t.db.insert(notifications).values({ userId: referrer.id, matchId, type: 'REFERRAL_CLAIMED', title: 'again', message: 'again' });
    await expect(twice).rejects.toThrow();
  });
});
