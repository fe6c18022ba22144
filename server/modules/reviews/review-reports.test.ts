import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications } from '#server/db/schema.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../admin/test-fixtures.ts';
import { memberTestKit } from '../members/test-fixtures.ts';

const t = useTestApp();
const { post, get, matchBetween, expectCountersMatchRecount } = memberTestKit(t);

/** A sharer, rated by the referee of a completed match: the review's id. */
async function reviewed(rating = 1, comment = 'A liar and a cheat.') {
  const [sharer, referee] = [await t.createUser(), await t.createUser()];
  const matchId = await matchBetween(sharer, referee);
  const created = await post(referee, `/api/matches/${matchId}/review`, { rating, comment });
  expect(created.statusCode).toBe(201);
  return { sharer, referee, reviewId: created.json<{ id: string }>().id };
}

describe('reporting a review', () => {
  it('is open to any signed-in member, once each; a hidden or unknown review is 404, a bad reason 422', async () => {
    const { sharer, reviewId } = await reviewed();
    const reader = await t.createUser();
    const reported = await post(reader, `/api/reviews/${reviewId}/report`, { reason: 'ABUSIVE', message: '  Name-calling.  ' });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toMatchObject({ review_id: reviewId, reason: 'ABUSIVE', message: 'Name-calling.' });
    expectError(await post(reader, `/api/reviews/${reviewId}/report`, { reason: 'SPAM' }), 409, 'You have already reported this review');
    // The member reviewed may report it too (the reply under it is theirs to report as well).
    expect((await post(sharer, `/api/reviews/${reviewId}/report`, { reason: 'FALSE' })).statusCode).toBe(201);
    expectError(await post(reader, `/api/reviews/${UNKNOWN_ID}/report`, { reason: 'SPAM' }), 404, 'There is no review with that id');
    expectError(
      await post(reader, `/api/reviews/${reviewId}/report`, { reason: 'RUDE' }),
      422,
      'Reason must be one of ABUSIVE, FALSE, PRIVATE_INFORMATION, SPAM, OTHER',
    );
  });
});

describe('the administrators’ queue', () => {
  it('lists reviews with open reports, the longest waiting first, with their reports; members may not read it', async () => {
    const admin = await t.createAdmin();
    const first = await reviewed();
    const second = await reviewed(2, 'Slow.');
    const [a, b] = [await t.createUser(), await t.createUser()];
    await post(a, `/api/reviews/${first.reviewId}/report`, { reason: 'ABUSIVE' });
    await post(b, `/api/reviews/${second.reviewId}/report`, { reason: 'SPAM', message: 'An advert.' });
    await post(b, `/api/reviews/${first.reviewId}/report`, { reason: 'PRIVATE_INFORMATION' });

    const queue = await t.as(admin).get('/api/admin/reviews?status=REPORTED');
    expect(queue.statusCode).toBe(200);
    const items = queue.json<{ items: Array<{ id: string; open_reports: number; reports: Array<{ reporter: string; reason: string }> }> }>().items;
    const ours = items.filter((item) => item.id === first.reviewId || item.id === second.reviewId);
    expect(ours.map((item) => item.id)).toEqual([first.reviewId, second.reviewId]);
    expect(ours[0]).toMatchObject({ open_reports: 2, reviewee: first.sharer.username, reviewer: first.referee.username, comment: 'A liar and a cheat.' });
    expect(ours[0]!.reports.map((report) => [report.reporter, report.reason])).toEqual([
      [b.username, 'PRIVATE_INFORMATION'],
      [a.username, 'ABUSIVE'],
    ]);
    expect((await get(a, '/api/admin/reviews')).statusCode).toBe(403);
    expectError(await t.as(admin).get('/api/admin/reviews?status=OPEN'), 422, 'Status must be REPORTED or HIDDEN');
  });

  it('answers each review whole: as members read it, with its people, its newest ten reports and how many are open', async () => {
    const admin = await t.createAdmin();
    const { sharer, referee, reviewId } = await reviewed(1, 'Never paid out.');
    await post(sharer, `/api/reviews/${reviewId}/reply`, { reply: 'The app decides that, not me.' });
    const reporters = [];
    for (let index = 0; index < 11; index += 1) {
      const reporter = await t.createUser();
      reporters.push(reporter);
      await post(reporter, `/api/reviews/${reviewId}/report`, { reason: 'OTHER', message: `Report ${index}` });
    }
    const queued = (await t.as(admin).get('/api/admin/reviews?status=REPORTED')).json<{ items: Array<Record<string, unknown>> }>();
    const item = queued.items.find((review) => review.id === reviewId)!;
    const asMembersRead = (await get(referee, `/api/members/${sharer.username}/reviews`)).json<{ items: Array<Record<string, unknown>> }>().items[0]!;
    const reports = item.reports as Array<Record<string, unknown>>;
    expect(item).toEqual({
      ...asMembersRead,
      reviewee: sharer.username,
      hidden_at: null,
      hidden_reason: null,
      reply_hidden_at: null,
      reply_hidden_reason: null,
      open_reports: 11,
      reports,
    });
    // The newest ten, newest first, each whole.
    expect(reports.map((report) => report.message)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((index) => `Report ${index}`));
    expect(reports[0]).toEqual({
      id: expect.any(String),
      review_id: reviewId,
      reason: 'OTHER',
      message: 'Report 10',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      decided_at: null,
      reporter: reporters[10]!.username,
    });

    // The hidden view answers it as hiding it did.
    const hidden = await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'Not about the referral.' });
    const hiddenPage = (await t.as(admin).get('/api/admin/reviews?status=HIDDEN')).json<{ items: Array<{ id: string }>; total: number }>();
    expect(hiddenPage.items[0]).toEqual(hidden.json());
    expect(hiddenPage.total).toBeGreaterThanOrEqual(1);
  });

  it('pages the queue in the order of the first open report, with every waiting review counted once', async () => {
    const admin = await t.createAdmin();
    const reader = await t.createUser();
    const ours: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      const { reviewId } = await reviewed();
      await post(reader, `/api/reviews/${reviewId}/report`, { reason: 'SPAM' });
      ours.push(reviewId);
    }
    // A second report on the first review does not move it or count it twice.
    await post(await t.createUser(), `/api/reviews/${ours[0]}/report`, { reason: 'ABUSIVE' });
    const pageOf = async (page: number) => (await t.as(admin).get(`/api/admin/reviews?status=REPORTED&page=${page}`)).json();
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3)];
    const listed = pages.flatMap((page) => page.items.map((item: { id: string }) => item.id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((id) => ours.includes(id))).toEqual(ours);
    expect(pages[0].items).toHaveLength(20);
    expect(pages[0].total).toBe(listed.length);
    expect(pages[0].total_pages).toBe(Math.ceil(listed.length / 20));
    // Kept, they leave the queue as it was for the other tests.
    for (const id of ours) expect((await t.as(admin).post(`/api/admin/reviews/${id}/keep`, { reason: 'Fair.' })).statusCode).toBe(200);
  });

  it('hides a review: off the member page and the track record, its author told the reason, audited, out of the queue', async () => {
    const admin = await t.createAdmin();
    const { sharer, referee, reviewId } = await reviewed(1);
    const viewer = await t.createUser();
    await post(viewer, `/api/reviews/${reviewId}/report`, { reason: 'ABUSIVE' });
    expect((await get(viewer, `/api/members/${sharer.username}`)).json().track_record).toMatchObject({ rating: 1, ratings: 1 });

    const hidden = await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'Name-calling is not a review.' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: reviewId, hidden_reason: 'Name-calling is not a review.', open_reports: 0, hidden_at: expect.any(String) });

    const page = (await get(viewer, `/api/members/${sharer.username}`)).json();
    expect(page.track_record).toMatchObject({ rating: null, ratings: 0 });
    expect(page.reviews).toEqual([]);
    expect((await get(viewer, `/api/members/${sharer.username}/reviews`)).json()).toMatchObject({ items: [], total: 0 });
    await expectCountersMatchRecount(sharer, referee);

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referee.id), eq(notifications.type, 'REVIEW_HIDDEN')));
    expect(notice).toMatchObject({ title: 'Your review was hidden' });
    expect(notice!.message).toContain('The reason: Name-calling is not a review.');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'review.hide')));
    expect(audited).toMatchObject({ actorId: admin.id, entityType: 'review' });

    const queue = (await t.as(admin).get('/api/admin/reviews?status=REPORTED')).json<{ items: Array<{ id: string }> }>();
    expect(queue.items.map((item) => item.id)).not.toContain(reviewId);
    const hiddenList = (await t.as(admin).get('/api/admin/reviews?status=HIDDEN')).json<{ items: Array<{ id: string }> }>();
    expect(hiddenList.items.map((item) => item.id)).toContain(reviewId);
    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'Again.' }), 409, 'This review is already hidden');
    expectError(await post(viewer, `/api/reviews/${reviewId}/report`, { reason: 'SPAM' }), 404, 'There is no review with that id');
  });

  it('hides a reply alone: the review and its rating stay, the reply leaves member pages, its author is told, audited', async () => {
    const admin = await t.createAdmin();
    const { sharer, referee, reviewId } = await reviewed(1, 'Never answered my messages.');
    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: 'x' }), 409, 'This review has no reply');
    await post(sharer, `/api/reviews/${reviewId}/reply`, { reply: 'Here is their phone number: 07700 900123' });
    await post(referee, `/api/reviews/${reviewId}/report`, { reason: 'PRIVATE_INFORMATION', message: 'The reply shares my number.' });
    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: ' ' }), 422, 'Please give a reason');

    const hidden = await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: 'A reply may not share a phone number.' });
    expect(hidden.statusCode).toBe(200);
    // The team still reads the reply, and why it was hidden.
    expect(hidden.json()).toMatchObject({
      id: reviewId,
      hidden_at: null,
      reply: 'Here is their phone number: 07700 900123',
      reply_hidden: true,
      reply_hidden_at: expect.any(String),
      reply_hidden_reason: 'A reply may not share a phone number.',
      open_reports: 0,
    });

    const reader = await t.createUser();
    const page = (await get(reader, `/api/members/${sharer.username}`)).json();
    expect(page.track_record).toMatchObject({ rating: 1, ratings: 1 });
    expect(page.reviews).toEqual([
      expect.objectContaining({ id: reviewId, comment: 'Never answered my messages.', reply: null, replied_at: null, reply_hidden: true }),
    ]);
    expect((await get(reader, `/api/members/${sharer.username}/reviews`)).json().items[0]).toEqual(page.reviews[0]);
    await expectCountersMatchRecount(sharer, referee);
    // One reply per review, hidden or not.
    expectError(await post(sharer, `/api/reviews/${reviewId}/reply`, { reply: 'Sorry.' }), 409, 'You have already replied to this review');

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sharer.id), eq(notifications.type, 'REPLY_HIDDEN')));
    expect(notice).toMatchObject({ title: 'Your reply was hidden' });
    expect(notice!.message).toContain('The reason: A reply may not share a phone number.');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'review.hide_reply')));
    expect(audited).toMatchObject({ actorId: admin.id, entityType: 'review', after: { reply_hidden: true, reason: 'A reply may not share a phone number.' } });

    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: 'Again.' }), 409, 'This reply is already hidden');
    // The Hidden list has it among the hidden reviews, the most recently hidden first.
    const older = await reviewed(1, 'Hidden after.');
    await post(reader, `/api/reviews/${older.reviewId}/report`, { reason: 'SPAM' });
    const hiddenIds = async () => (await t.as(admin).get('/api/admin/reviews?status=HIDDEN')).json<{ items: Array<{ id: string }>; total: number }>();
    const before = await hiddenIds();
    expect(before.items[0]).toEqual(hidden.json());
    await t.as(admin).post(`/api/admin/reviews/${older.reviewId}/hide`, { reason: 'Spam.' });
    const after = await hiddenIds();
    expect(after.items.slice(0, 2).map((item) => item.id)).toEqual([older.reviewId, reviewId]);
    expect(after.total).toBe(before.total + 1);
    const second = await t.as(admin).get('/api/admin/reviews?status=HIDDEN&page=2');
    expect(second.statusCode).toBe(200);
    expect(second.json<{ items: unknown[] }>().items).toHaveLength(Math.max(0, Math.min(20, after.total - 20)));
    // Hiding the review after its reply: both stay hidden, and a hidden review's reply is not hidden again.
    expect((await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'On reflection.' })).statusCode).toBe(200);
    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: 'x' }), 409, 'This review is already hidden');
    expectError(await t.as(admin).post(`/api/admin/reviews/${UNKNOWN_ID}/hide-reply`, { reason: 'x' }), 404, 'There is no review with that id');
  });

  it('keeps a review: its reports close, it stays shown, audited; a later report brings it back', async () => {
    const admin = await t.createAdmin();
    const { sharer, reviewId } = await reviewed(2, 'Slow to reply.');
    const [a, b] = [await t.createUser(), await t.createUser()];
    await post(a, `/api/reviews/${reviewId}/report`, { reason: 'FALSE' });
    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/keep`, { reason: ' ' }), 422, 'Please give a reason');

    const kept = await t.as(admin).post(`/api/admin/reviews/${reviewId}/keep`, { reason: 'A fair account of a slow match.' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ open_reports: 0, hidden_at: null });
    expect((await get(a, `/api/members/${sharer.username}`)).json().track_record).toMatchObject({ rating: 2, ratings: 1 });
    expectError(await t.as(admin).post(`/api/admin/reviews/${reviewId}/keep`, { reason: 'Again.' }), 409, 'This review has no open reports');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'review.keep')));
    expect(audited).toMatchObject({ actorId: admin.id });

    await post(b, `/api/reviews/${reviewId}/report`, { reason: 'OTHER', message: 'Still wrong.' });
    const queue = (await t.as(admin).get('/api/admin/reviews')).json<{ items: Array<{ id: string; open_reports: number }> }>();
    expect(queue.items.find((item) => item.id === reviewId)).toMatchObject({ open_reports: 1 });
    expectError(await t.as(admin).post(`/api/admin/reviews/${UNKNOWN_ID}/keep`, { reason: 'x' }), 404, 'There is no review with that id');
  });
});
