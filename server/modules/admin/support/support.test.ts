import { and, desc, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, notifications, supportRequests } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { useTestMailServer } from '#server/test/smtp-server.ts';
import { expectError, UNKNOWN_ID } from '../test-fixtures.ts';

const mail = useTestMailServer();
const t = useTestApp({ mailTransport: mail.transport });
const HELP = { subject: 'My bonus has not arrived', message: 'It has been 40 days since I signed up with the code.' };
const QUEUE = '/api/admin/support-requests';

/** A request from `member`, written at `createdAt` so the queue's order does not hang on the clock. */
async function requestFrom(member: TestUser, createdAt: string, subject = HELP.subject): Promise<string> {
  const sent = await t.as(member).post('/api/support/requests', { ...HELP, subject });
  expect(sent.statusCode).toBe(201);
  const id = sent.json().id as string;
  await t.db
    .update(supportRequests)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(supportRequests.id, id));
  return id;
}

const premium = () => t.createUser({ subscriptionStatus: 'PREMIUM' });
const queueIds = async (admin: TestUser, query = 'status=OPEN&limit=100') =>
  ((await t.as(admin).get(`${QUEUE}?${query}`)).json().requests as { id: string }[]).map((request) => request.id);
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.createdAt));

describe('the support queue', () => {
  it('puts Premium requests first and the oldest first within each, marking the Premium ones', async () => {
    await t.setPaidFeatures(true);
    const admin = await t.createAdmin();
    const oldFree = await requestFrom(await t.createUser(), '2030-01-01T09:00:00Z');
    const newPremium = await requestFrom(await premium(), '2030-01-03T09:00:00Z');
    const newFree = await requestFrom(await t.createUser(), '2030-01-02T09:00:00Z');
    const oldPremium = await requestFrom(await premium(), '2030-01-02T08:00:00Z');
    // A Premium plan that ran out is Free.
    const lapsed = await requestFrom(
      await t.createUser({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: new Date('2020-01-01') }),
      '2030-01-01T08:00:00Z',
    );

    const ids = (await queueIds(admin)).filter((id) => [oldFree, newPremium, newFree, oldPremium, lapsed].includes(id));
    expect(ids).toEqual([oldPremium, newPremium, lapsed, oldFree, newFree]);
    const page = (await t.as(admin).get(`${QUEUE}?limit=100`)).json();
    expect(page).toMatchObject({ page: 1, limit: 100, total: expect.any(Number), total_pages: 1 });
    const marked = Object.fromEntries(page.requests.map((request: { id: string; priority: boolean }) => [request.id, request.priority]));
    expect([marked[oldPremium], marked[newPremium], marked[lapsed], marked[oldFree]]).toEqual([true, true, false, false]);
    // The usual page size and any other page the queue the same.
    const all = await queueIds(admin);
    expect(await queueIds(admin, 'status=OPEN')).toEqual(all.slice(0, 20));
    expect(await queueIds(admin, 'status=OPEN&limit=2&page=2')).toEqual(all.slice(2, 4));
  });

  it('marks no one priority while paid features are off, Premium members included; the mark stays as it was when sent', async () => {
    await t.setPaidFeatures(false);
    const admin = await t.createAdmin();
    const member = await premium();
    const whileOff = (await t.as(member).post('/api/support/requests', HELP)).json();
    expect(whileOff.priority).toBe(false);
    await t.setPaidFeatures(true);
    const whileOn = (await t.as(member).post('/api/support/requests', HELP)).json();
    expect(whileOn.priority).toBe(true);
    await t.setPaidFeatures(false);
    const listed = (await t.as(admin).get(`${QUEUE}?limit=100`)).json().requests as { id: string; priority: boolean }[];
    expect(listed.filter((request) => [whileOff.id, whileOn.id].includes(request.id))).toEqual([
      expect.objectContaining({ id: whileOn.id, priority: true }),
      expect.objectContaining({ id: whileOff.id, priority: false }),
    ]);
  });

  it('shows one status at a time, with the member, the match and the thread; refuses a status that is not one', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    const id = await requestFrom(member, '2030-02-01T09:00:00Z');
    await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'CLOSED' });
    expect(await queueIds(admin)).not.toContain(id);
    const closed = (await t.as(admin).get(`${QUEUE}?status=CLOSED&limit=100`)).json().requests;
    expect(closed.find((request: { id: string }) => request.id === id)).toMatchObject({
      status: 'CLOSED',
      member: { id: member.id, username: member.username, email: member.email, is_active: true },
      match_id: null,
      match_status: null,
      messages: [{ author: 'member', message: HELP.message }],
    });
    expectError(await t.as(admin).get(`${QUEUE}?status=LOST`), 422, 'Status must be one of OPEN, ANSWERED, CLOSED');
  });
});

describe('the team’s reply', () => {
  it('answers the request, audits it, and tells the member in the bell and by e-mail through the outbox', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser({ name: 'Ada' });
    const id = await requestFrom(member, '2030-03-01T09:00:00Z');
    const answered = await t.as(admin).post(`${QUEUE}/${id}/messages`, { message: 'The bank pays within 60 days; we will check on day 61.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      id,
      status: 'ANSWERED',
      messages: [{ author: 'member' }, { author: 'team', author_name: 'The Referral Exchange team' }],
    });
    // The team's answer is the member's own, with the member and the match's status beside it, and the queue holds the same.
    const { member: who, match_status: matchStatus, ...asTheMemberSees } = answered.json();
    expect({ who, matchStatus }).toEqual({ who: { id: member.id, username: member.username, email: member.email, is_active: true }, matchStatus: null });
    expect(asTheMemberSees).toEqual((await t.as(member).get(`/api/support/requests/${id}`)).json());
    const inQueue = (await t.as(admin).get(`${QUEUE}?status=ANSWERED&limit=100`)).json().requests;
    expect(inQueue.find((request: { id: string }) => request.id === id)).toEqual(answered.json());
    expect((await auditOf(id))[0]).toMatchObject({
      actorId: admin.id,
      action: 'support_request.reply',
      entityType: 'support_request',
      before: { status: 'OPEN' },
      after: { status: 'ANSWERED' },
    });

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'SUPPORT_REPLY')));
    expect(notice).toMatchObject({
      title: 'Our support team answered',
      message: `The team answered your request “${HELP.subject}”. Read the answer and reply under My support requests.`,
    });
    const message = await mail.nextFor(member.email);
    expect(message.subject).toBe('Our support team answered');
    expect(message.text).toContain('Hello Ada,');
    expect(message.text).toContain(`/support`);
    expect(message.text).toContain('You are receiving this because you asked for e-mails about: answers from our support team.');
    await t.app.mailer.sender!.idle();
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, member.id), like(mailOutbox.kind, 'notification:%')));
    expect(queued).toMatchObject({ kind: 'notification:support', status: 'SENT' });

    expect((await t.as(member).get(`/api/support/requests/${id}`)).json().messages.at(-1)).toMatchObject({
      author: 'team',
      message: 'The bank pays within 60 days; we will check on day 61.',
    });
  });

  it('leaves the e-mail out, not the notice, for a member who turned answers off', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    expect((await t.as(member).put('/api/auth/notification-preferences', { support: false })).json().support).toBe(false);
    const id = await requestFrom(member, '2030-03-02T09:00:00Z');
    await t.as(admin).post(`${QUEUE}/${id}/messages`, { message: 'We have asked the bank about it.' });
    t.app.mailer.wake();
    await t.app.mailer.sender!.idle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, member.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'SUPPORT_REPLY'))),
    ).toHaveLength(1);
  });

  it('refuses a closed request (409), an unknown one (404) and a malformed message (422), changing nothing', async () => {
    const admin = await t.createAdmin();
    const id = await requestFrom(await t.createUser(), '2030-03-03T09:00:00Z');
    expectError(await t.as(admin).post(`${QUEUE}/${id}/messages`, { message: 'Short' }), 422, 'Message must be at least 10 characters');
    expectError(
      await t.as(admin).post(`${QUEUE}/${UNKNOWN_ID}/messages`, { message: 'We have asked the bank.' }),
      404,
      'There is no support request with that id',
    );
    await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'CLOSED' });
    expectError(
      await t.as(admin).post(`${QUEUE}/${id}/messages`, { message: 'We have asked the bank.' }),
      409,
      'This request is closed. Reopen it to write again.',
    );
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['support_request.close']);
  });
});

describe('closing and reopening', () => {
  it('closes any request that is not closed and reopens a closed one, each audited', async () => {
    const admin = await t.createAdmin();
    const id = await requestFrom(await t.createUser(), '2030-04-01T09:00:00Z');
    expectError(await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'OPEN' }), 409, 'Only a closed request can be reopened');
    const closed = await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'CLOSED' });
    expect(closed.json()).toMatchObject({ id, status: 'CLOSED' });
    expectError(await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'CLOSED' }), 409, 'This request is already closed');
    expect((await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'OPEN' })).json()).toMatchObject({ status: 'OPEN' });
    expect((await auditOf(id)).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'support_request.reopen', before: { status: 'CLOSED' }, after: { status: 'OPEN' } },
      { action: 'support_request.close', before: { status: 'OPEN' }, after: { status: 'CLOSED' } },
    ]);
  });

  it('refuses a status that is neither (422), an unknown request (404), a user’s token (403) and no token (401)', async () => {
    const admin = await t.createAdmin();
    const member = await t.createUser();
    const id = await requestFrom(member, '2030-04-02T09:00:00Z');
    expectError(await t.as(admin).patch(`${QUEUE}/${id}`, { status: 'ANSWERED' }), 422, 'Status must be OPEN or CLOSED');
    expectError(await t.as(admin).patch(`${QUEUE}/${UNKNOWN_ID}`, { status: 'CLOSED' }), 404, 'There is no support request with that id');
    expectError(await t.as(member).patch(`${QUEUE}/${id}`, { status: 'CLOSED' }), 403, 'Administrator access required');
    expectError(await t.request({ method: 'GET', url: QUEUE }), 401, 'Administrator sign-in required');
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("the support queue's totals", () => {
  it('are the counts of each status through requests sent, answered, closed, deleted and counted again', async () => {
    const admin = await t.createAdmin();
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          (['OPEN', 'ANSWERED', 'CLOSED'] as const).map(async (status) => {
            const page = await t.as(admin).get(`${QUEUE}?status=${status}`);
            expect(page.statusCode, page.body).toBe(200);
            return [status, page.json().total as number];
          }),
        ),
      );
    const counted = async () => {
      const rows = await t.db
        .select({ status: supportRequests.status, n: sql<number>`count(*)::int` })
        .from(supportRequests)
        .groupBy(supportRequests.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return { OPEN: of('OPEN'), ANSWERED: of('ANSWERED'), CLOSED: of('CLOSED') };
    };
    const member = await t.createUser();
    const sent = [
      await requestFrom(member, '2026-01-01T09:00:00Z'),
      await requestFrom(member, '2026-01-02T09:00:00Z'),
      await requestFrom(member, '2026-01-03T09:00:00Z'),
    ];
    expect(await totals()).toEqual(await counted());
    expect((await t.as(admin).post(`${QUEUE}/${sent[0]}/messages`, { message: 'We have asked the bank about it.' })).statusCode).toBe(200);
    expect((await t.as(admin).patch(`${QUEUE}/${sent[1]}`, { status: 'CLOSED' })).statusCode).toBe(200);
    await t.db.delete(supportRequests).where(eq(supportRequests.id, sent[2]!));
    expect(await totals()).toEqual(await counted());
    const kept = await totals();
    await t.db.execute(sql`SELECT rebuild_support_request_totals()`);
    expect(await totals()).toEqual(kept);
  });
});
