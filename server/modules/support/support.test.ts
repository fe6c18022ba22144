import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportMessages, supportRequests } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { expectError, UNKNOWN_ID } from '../admin/test-fixtures.ts';

const t = useTestApp();
const HELP = { subject: 'My bonus has not arrived', message: 'It has been 40 days since I signed up with the code.' };

const send = (user: TestUser, payload: object) => t.as(user).post('/api/support/requests', payload);
const stored = (userId: string) => t.db.select().from(supportRequests).where(eq(supportRequests.userId, userId));

/** A referee's match on a referrer's code, on a fresh app. */
async function matchOf(referee: TestUser) {
  const referrer = await t.createUser();
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id);
  const claimed = await t.as(referee).post(`/api/referral-codes/claim/${code.id}`);
  return { referrer, appName: app.name, matchId: claimed.json().match_id as string };
}

describe('contacting support', () => {
  it('opens a request with its message, lists it and shows its thread to the member', async () => {
    const member = await t.createUser();
    const sent = await send(member, { subject: '  My bonus has not arrived ', message: HELP.message });
    expect(sent.statusCode).toBe(201);
    const request = sent.json();
    expect(request).toEqual({
      id: expect.any(String),
      subject: 'My bonus has not arrived',
      status: 'OPEN',
      priority: false,
      match_id: null,
      app_name: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      messages: [{ id: expect.any(String), author: 'member', author_name: member.username, message: HELP.message, created_at: expect.any(String) }],
    });
    const { messages: _messages, ...summary } = request;
    expect((await t.as(member).get('/api/support/requests/mine')).json()).toEqual([summary]);
    expect((await t.as(member).get(`/api/support/requests/${request.id}`)).json()).toEqual(request);
  });

  it('names a match of the member’s, either side; anyone else’s match or an unknown one is 404 and nothing is stored', async () => {
    const referee = await t.createUser();
    const { referrer, appName, matchId } = await matchOf(referee);
    const sent = await send(referee, { ...HELP, match_id: matchId });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ match_id: matchId, app_name: appName });
    expect((await send(referrer, { ...HELP, match_id: matchId })).statusCode).toBe(201);
    // The list, which the database writes, says of each what the request's own answer does, newest first.
    const another = (await send(referee, { subject: 'Something else', message: HELP.message })).json();
    const summaryOf = ({ messages: _messages, ...summary }: { messages: unknown }) => summary;
    expect((await t.as(referee).get('/api/support/requests/mine')).json()).toEqual([summaryOf(another), summaryOf(sent.json())]);

    const stranger = await t.createUser();
    expectError(await send(stranger, { ...HELP, match_id: matchId }), 404, 'There is no match with that id among yours');
    expectError(await send(stranger, { ...HELP, match_id: UNKNOWN_ID }), 404, 'There is no match with that id among yours');
    expect(await stored(stranger.id)).toEqual([]);
  });

  it('refuses a malformed body with 422, naming the field, and stores nothing', async () => {
    const member = await t.createUser();
    expectError(await send(member, { message: HELP.message }), 422, 'Subject is required');
    expectError(await send(member, { ...HELP, subject: ' Hi ' }), 422, 'Subject must be at least 3 characters');
    expectError(await send(member, { ...HELP, subject: 'x'.repeat(121) }), 422, 'Subject must be at most 120 characters');
    expectError(await send(member, { ...HELP, message: 'Help me' }), 422, 'Message must be at least 10 characters');
    expectError(await send(member, { ...HELP, message: 'x'.repeat(2001) }), 422, 'Message must be at most 2000 characters');
    expectError(await send(member, { ...HELP, match_id: 'match-1' }), 422, 'Match must be a valid identifier');
    expect(await stored(member.id)).toEqual([]);
    expect((await send(member, { ...HELP, match_id: null })).statusCode).toBe(201);
  });

  it('lets a member have 3 requests waiting for an answer; a fourth waits until the team answers one', async () => {
    const member = await t.createUser();
    const admin = await t.createAdmin();
    const sent = [];
    for (let index = 0; index < 3; index += 1) sent.push((await send(member, { ...HELP, subject: `Question ${index + 1}` })).json());
    expectError(
      await send(member, { ...HELP, subject: 'Question 4' }),
      409,
      'You already have 3 requests waiting for our answer. Add to one of them instead, and we will answer them in turn.',
    );
    expect(await stored(member.id)).toHaveLength(3);
    // Another member's waiting requests do not count.
    expect((await send(await t.createUser(), HELP)).statusCode).toBe(201);

    await t.as(admin).post(`/api/admin/support-requests/${sent[0].id}/messages`, { message: 'We have asked the bank about it.' });
    expect((await send(member, { ...HELP, subject: 'Question 4' })).statusCode).toBe(201);
  });

  it('keeps each request to its member: another member, an unknown id or a malformed one is refused', async () => {
    const member = await t.createUser();
    const request = (await send(member, HELP)).json();
    const stranger = await t.createUser();
    for (const url of [`/api/support/requests/${request.id}`, `/api/support/requests/${UNKNOWN_ID}`]) {
      expectError(await t.as(stranger).get(url), 404, 'There is no support request with that id among yours');
      expectError(
        await t.as(stranger).post(`${url}/messages`, { message: 'Let me read this one.' }),
        404,
        'There is no support request with that id among yours',
      );
    }
    expect((await t.as(stranger).get('/api/support/requests/mine')).json()).toEqual([]);
    expectError(await t.as(member).get('/api/support/requests/not-an-id'), 422, 'The id is not a valid identifier');
    expectError(
      await t.as(member).post(`/api/support/requests/${request.id}/messages`, { message: 'Too short' }),
      422,
      'Message must be at least 10 characters',
    );
    expectError(await t.as(member).post(`/api/support/requests/${request.id}/messages`, {}), 422, 'Message is required');
    expect(await t.db.select().from(supportMessages).where(eq(supportMessages.requestId, request.id))).toHaveLength(1);
  });

  it('answers 401 without a sign-in', async () => {
    const member = await t.createUser();
    const request = (await send(member, HELP)).json();
    for (const [method, url] of [
      ['POST', '/api/support/requests'],
      ['GET', '/api/support/requests/mine'],
      ['GET', `/api/support/requests/${request.id}`],
      ['POST', `/api/support/requests/${request.id}/messages`],
    ] as const) {
      expectError(await t.request({ method, url, payload: method === 'POST' ? HELP : undefined }), 401, 'Please sign in to continue');
    }
  });
});

describe('writing again', () => {
  it('adds to a waiting request, sends an answered one back to the team, and refuses a closed one', async () => {
    const member = await t.createUser();
    const admin = await t.createAdmin();
    const request = (await send(member, HELP)).json();
    const more = await t.as(member).post(`/api/support/requests/${request.id}/messages`, { message: 'I used the link, not the code.' });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ status: 'OPEN', messages: [{ author: 'member' }, { author: 'member', message: 'I used the link, not the code.' }] });

    await t.as(admin).post(`/api/admin/support-requests/${request.id}/messages`, { message: 'Which day did you sign up?' });
    const reopened = await t.as(member).post(`/api/support/requests/${request.id}/messages`, { message: 'On the 3rd of March, thanks.' });
    expect(reopened.json()).toMatchObject({
      status: 'OPEN',
      messages: [{}, {}, { author: 'team', author_name: 'The Referral Exchange team' }, { author: 'member' }],
    });

    await t.as(admin).patch(`/api/admin/support-requests/${request.id}`, { status: 'CLOSED' });
    expectError(
      await t.as(member).post(`/api/support/requests/${request.id}/messages`, { message: 'One more thing to add.' }),
      409,
      'This request is closed. If you still need help, contact support again.',
    );
    expect((await t.as(member).get(`/api/support/requests/${request.id}`)).json()).toMatchObject({ status: 'CLOSED' });
  });

  it('stops a thread at 50 messages', async () => {
    const member = await t.createUser();
    const request = (await send(member, HELP)).json();
    await t.db
      .insert(supportMessages)
      .values(Array.from({ length: 49 }, () => ({ requestId: request.id, authorId: member.id, fromTeam: false, message: 'And another thing.' })));
    expectError(
      await t.as(member).post(`/api/support/requests/${request.id}/messages`, { message: 'The fifty-first message.' }),
      409,
      'This conversation has reached 50 messages. Please start a new request.',
    );
  });
});

describe('Download my data', () => {
  it('includes the member’s support requests and their threads', async () => {
    const member = await t.createUser();
    const request = (await send(member, HELP)).json();
    const data = (await t.as(member).get('/api/auth/export')).json();
    expect(data.support_requests).toEqual([
      expect.objectContaining({
        id: request.id,
        subject: HELP.subject,
        status: 'OPEN',
        messages: [{ by: 'me', message: HELP.message, created_at: expect.any(String) }],
      }),
    ]);
  });
});
