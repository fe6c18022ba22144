import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REPORT_PARTY_MESSAGES_FULL } from '#contract/reports/rules.ts';
import { matches, notifications, referralCodes, reportEvidence, reportMessages, reports, users } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';
import { screenshotPng } from './test-fixtures.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const REPORT = { reason: 'CODE_DID_NOT_WORK', message: 'The app said the code was not valid.' };

const post = (user: TestUser, url: string, payload?: object) => t.request({ method: 'POST', url, token: user.token, payload });
const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, token: user.token });

/** A referee's claim of a referrer's code for a new app. */
async function claimed() {
  const [referrer, referee] = [await t.createUser(), await t.createUser()];
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id);
  const matchId = (await post(referee, `/api/referral-codes/claim/${code.id}`)).json().match_id as string;
  return { referrer, referee, matchId, appName: app.name };
}

describe('reports and disputes', () => {
  it('opens a report with its message, tells the other party, and lets both follow the thread', async () => {
    const { referrer, referee, matchId, appName } = await claimed();
    const created = await post(referee, `/api/matches/${matchId}/reports`, { ...REPORT, message: '  The app said the code was not valid.  ' });
    expect(created.statusCode).toBe(201);
    const report = created.json();
    expect(report).toMatchObject({
      match_id: matchId,
      app_name: appName,
      status: 'OPEN',
      reason: 'CODE_DID_NOT_WORK',
      reporter_role: 'referee',
      mine: true,
      resolution: null,
      messages: [{ author: 'referee', author_name: referee.username, message: 'The app said the code was not valid.' }],
    });

    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'REPORT_OPENED')));
    expect(notice).toMatchObject({ matchId, title: 'A problem was reported' });

    // Until the other party writes, the report waits on them; their own list says so.
    expect((await get(referrer, '/api/reports/mine')).json()).toEqual([expect.objectContaining({ id: report.id, mine: false, replied: false })]);
    const answered = await post(referrer, `/api/reports/${report.id}/messages`, { message: 'I have checked: the link works for me.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ mine: false, messages: [{ author: 'referee' }, { author: 'referrer', author_name: referrer.username }] });
    expect((await get(referee, `/api/reports/${report.id}`)).json().messages).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, referee.id), eq(notifications.type, 'REPORT_MESSAGE'))),
    ).toHaveLength(1);

    for (const party of [referee, referrer]) {
      expect((await get(party, '/api/reports/mine')).json()).toEqual([expect.objectContaining({ id: report.id, mine: party === referee, replied: true })]);
      // The list, written by the database, holds each report as the report's own answer has it, less its thread and evidence.
      const { messages: _messages, evidence: _evidence, ...fields } = (await get(party, `/api/reports/${report.id}`)).json();
      expect((await get(party, '/api/reports/mine')).json()).toEqual([{ ...fields, replied: true }]);
    }
    // And once decided: the resolution, the action and when.
    await t.db
      .update(reports)
      .set({ status: 'RESOLVED', resolution: 'Checked with both sides.', action: 'NONE', resolvedAt: new Date() })
      .where(eq(reports.id, report.id));
    const { messages: _messages, evidence: _evidence, ...decided } = (await get(referee, `/api/reports/${report.id}`)).json();
    expect(decided).toMatchObject({ status: 'RESOLVED', resolution: 'Checked with both sides.', action: 'NONE', resolved_at: expect.any(String) });
    expect((await get(referee, '/api/reports/mine')).json()).toEqual([{ ...decided, replied: true }]);
  });

  it('allows one open report per party and match (409), and one from each side', async () => {
    const { referrer, referee, matchId } = await claimed();
    expect((await post(referee, `/api/matches/${matchId}/reports`, REPORT)).statusCode).toBe(201);
    expectError(await post(referee, `/api/matches/${matchId}/reports`, REPORT), 409, 'You already have an open report about this match');
    expect((await post(referrer, `/api/matches/${matchId}/reports`, { reason: 'ABUSE', message: 'They asked me for money to use it.' })).statusCode).toBe(201);
  });

  it('keeps reports to the two parties: anyone else, an unknown match or report is 404, and nothing is stored', async () => {
    const { referee, matchId } = await claimed();
    const stranger = await t.createUser();
    expectError(await post(stranger, `/api/matches/${matchId}/reports`, REPORT), 404, 'There is no match with that id among yours');
    expectError(await post(referee, `/api/matches/${UNKNOWN_ID}/reports`, REPORT), 404, 'There is no match with that id among yours');
    expect(await t.db.select().from(reports).where(eq(reports.matchId, matchId))).toEqual([]);

    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    expectError(await get(stranger, `/api/reports/${report.id}`), 404, 'There is no report with that id among yours');
    expectError(
      await post(stranger, `/api/reports/${report.id}/messages`, { message: 'Let me in on this one.' }),
      404,
      'There is no report with that id among yours',
    );
    expectError(await get(referee, `/api/reports/${UNKNOWN_ID}`), 404, 'There is no report with that id among yours');
    expect((await get(stranger, '/api/reports/mine')).json()).toEqual([]);
  });

  it('refuses a cancelled match (409), a reason not on the list and a message too short or too long (422)', async () => {
    const { referee, matchId } = await claimed();
    expectError(
      await post(referee, `/api/matches/${matchId}/reports`, { reason: 'BORED', message: 'Nothing happened at all.' }),
      422,
      /Reason must be one of CODE_DID_NOT_WORK/,
    );
    expectError(
      await post(referee, `/api/matches/${matchId}/reports`, { reason: 'OTHER', message: 'Too short' }),
      422,
      'Message must be at least 10 characters',
    );
    expectError(
      await post(referee, `/api/matches/${matchId}/reports`, { reason: 'OTHER', message: 'x'.repeat(2001) }),
      422,
      'Message must be at most 2000 characters',
    );
    await post(referee, `/api/matches/${matchId}/cancel`);
    expectError(await post(referee, `/api/matches/${matchId}/reports`, REPORT), 409, 'This match was cancelled, so there is nothing to report');
    expect(await t.db.select().from(reports).where(eq(reports.matchId, matchId))).toEqual([]);
  });

  it('takes no more messages once a report is closed', async () => {
    const { referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    await t.db.update(reports).set({ status: 'DISMISSED', resolution: 'Not enough to go on.', resolvedAt: new Date() }).where(eq(reports.id, report.id));
    expectError(
      await post(referee, `/api/reports/${report.id}/messages`, { message: 'But I have more to say.' }),
      409,
      'This report has been closed, so it takes no more messages',
    );
    expect((await get(referee, `/api/reports/${report.id}`)).json()).toMatchObject({
      status: 'DISMISSED',
      resolution: 'Not enough to go on.',
      resolved_at: expect.any(String),
    });
  });
});

const upload = (user: TestUser, reportId: string, bytes: Buffer, contentType = 'image/png') =>
  t.request({ method: 'POST', url: `/api/reports/${reportId}/evidence`, token: user.token, payload: bytes, headers: { 'content-type': contentType } });

describe('evidence on a report', () => {
  it('takes 50 messages from each party, its opening one included; the other party and the team still write', async () => {
    const { referrer, referee, matchId } = await claimed();
    const reportId = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json().id as string;
    // 49 more of the reporter's, written straight to the thread: 50 with the opening message.
    await t.db
      .insert(reportMessages)
      .values(Array.from({ length: 49 }, (_, n) => ({ reportId, authorId: referee.id, authorRole: 'referee', message: `Message ${n + 2} of the reporter.` })));
    const refused = await post(referee, `/api/reports/${reportId}/messages`, { message: 'One more from the reporter.' });
    expectError(refused, 409, REPORT_PARTY_MESSAGES_FULL);
    expect(refused.json().detail).toBe('You have written 50 messages in this report, the most it takes from each side. The team will decide on what is there.');
    expect((await t.db.select().from(reportMessages).where(eq(reportMessages.reportId, reportId))).length).toBe(50);
    // The other side is not silenced by it, and the team can always write.
    expect((await post(referrer, `/api/reports/${reportId}/messages`, { message: 'My side of what happened.' })).statusCode).toBe(200);
    const admin = await t.createAdmin();
    expect((await post(admin, `/api/admin/reports/${reportId}/messages`, { message: 'The team has read the thread.' })).statusCode).toBe(200);
  });

  it('takes a screenshot from either party, re-encoded without its metadata, and serves it to the two parties only', async () => {
    const { referrer, referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    // A JPEG that carries a camera's EXIF (make, model) and a comment: none of it may be kept.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'Spy 9000' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const added = await upload(referee, report.id, photo, 'image/jpeg');
    expect(added.statusCode).toBe(201);
    const [evidence] = added.json().evidence;
    expect(evidence).toMatchObject({ author: 'referee', author_name: referee.username, content_type: 'image/jpeg', width: 64, height: 48 });

    for (const party of [referee, referrer]) {
      const served = await t.request({ method: 'GET', url: `/api/reports/${report.id}/evidence/${evidence.id}`, token: party.token });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    }
    const stranger = await t.createUser();
    expectError(
      await t.request({ method: 'GET', url: `/api/reports/${report.id}/evidence/${evidence.id}`, token: stranger.token }),
      404,
      'There is no report with that id among yours',
    );
    expectError(await upload(stranger, report.id, await screenshotPng()), 404, 'There is no report with that id among yours');
    expectError(
      await t.request({ method: 'GET', url: `/api/reports/${report.id}/evidence/${UNKNOWN_ID}`, token: referee.token }),
      404,
      'There is no screenshot with that id on this report',
    );

    const answered = await upload(referrer, report.id, await screenshotPng());
    expect(answered.json().evidence.map((item: { author: string }) => item.author)).toEqual(['referee', 'referrer']);
  });

  it('reads a file by its bytes: text called a PNG, a GIF and JSON are refused, and nothing is stored', async () => {
    const { referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expectError(
      await upload(referee, report.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      422,
      'Attach a screenshot as a PNG, JPEG or WebP image',
    );
    expectError(await upload(referee, report.id, gif, 'image/gif'), 422, 'Attach a screenshot as a PNG, JPEG or WebP image');
    expectError(await post(referee, `/api/reports/${report.id}/evidence`, { image: 'base64...' }), 415, 'Attach a screenshot as a PNG, JPEG or WebP image');
    expect(await t.db.select().from(reportEvidence).where(eq(reportEvidence.reportId, report.id))).toEqual([]);
  });

  it('refuses an empty file with 400 saying so (it was a 500 from the image library)', async () => {
    const { referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    expectError(await upload(referee, report.id, Buffer.alloc(0)), 400, 'The file is empty: attach an image');
    expect(await t.db.select().from(reportEvidence).where(eq(reportEvidence.reportId, report.id))).toEqual([]);
  });

  it('refuses a stranger’s upload and one to an unknown report with 404 before reading the body', async () => {
    const { referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    const stranger = await t.createUser();
    // Not an image at all: had the body been read and decoded first, these would be 422.
    expectError(await upload(stranger, report.id, Buffer.from('not an image')), 404, 'There is no report with that id among yours');
    expectError(await upload(referee, UNKNOWN_ID, Buffer.from('not an image')), 404, 'There is no report with that id among yours');
    expect(await t.db.select().from(reportEvidence).where(eq(reportEvidence.reportId, report.id))).toEqual([]);
  });

  it('refuses a file over 2 MB (413), a seventh screenshot and a closed report (409)', async () => {
    const { referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    expectError(await upload(referee, report.id, Buffer.alloc(2 * 1024 * 1024 + 1, 1)), 413, 'A screenshot must be at most 2 MB');
    for (let added = 0; added < 6; added += 1) expect((await upload(referee, report.id, await screenshotPng())).statusCode).toBe(201);
    expectError(await upload(referee, report.id, await screenshotPng()), 409, 'A report holds at most 6 screenshots');
    await t.db.update(reports).set({ status: 'DISMISSED', resolution: 'Done.', action: 'NONE', resolvedAt: new Date() }).where(eq(reports.id, report.id));
    await t.db.delete(reportEvidence).where(eq(reportEvidence.reportId, report.id));
    expectError(await upload(referee, report.id, await screenshotPng()), 409, 'This report has been closed, so it takes no more messages');
  });
});

describe('a code two referees report dead', () => {
  /** A referrer's code on a fresh app, and `count` referees' matches on it. */
  async function sharedWith(count: number) {
    const referrer = await t.createUser();
    const app = await t.createApp();
    const code = await t.createCode(referrer.id, app.id, { maxUses: 10 });
    const referees: { user: TestUser; matchId: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const user = await t.createUser();
      const claimedMatch = await post(user, `/api/referral-codes/claim/${code.id}`);
      expect(claimedMatch.statusCode).toBe(201);
      referees.push({ user, matchId: claimedMatch.json().match_id });
    }
    return { referrer, app, code, referees };
  }
  const statusOf = async (codeId: string) => (await t.db.select().from(referralCodes).where(eq(referralCodes.id, codeId)))[0]?.status;

  it('leaves the marketplace at the second referee’s report, tells its owner why, and ends its claims not yet signed up for', async () => {
    const { referrer, app, code, referees } = await sharedWith(3);
    const [first, second] = referees;
    expect((await post(first!.user, `/api/matches/${first!.matchId}/reports`, REPORT)).statusCode).toBe(201);
    // The same referee again (on the referrer's side it is another report) does not count twice.
    expect((await post(referrer, `/api/matches/${first!.matchId}/reports`, { reason: 'OTHER', message: 'They never signed up at all.' })).statusCode).toBe(201);
    expect(await statusOf(code.id)).toBe('ASSIGNED');

    expect(
      (await post(second!.user, `/api/matches/${second!.matchId}/reports`, { reason: 'WRONG_LINK', message: 'The link opened a different bank.' })).statusCode,
    ).toBe(201);
    expect(await statusOf(code.id)).toBe('PAUSED');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'CODE_PAUSED')));
    expect(notice!.title).toBe(`Your ${app.name} code was paused`);
    expect(notice!.message).toContain('“the code did not work” and “the link is for another app or page”');

    // Not offered, not claimable by id, and the matches already made carry on.
    const newcomer = await t.createUser();
    const available = (await get(newcomer, '/api/referral-codes/available')).json() as { id: string }[];
    expect(available.map((offer) => offer.id)).not.toContain(code.id);
    expectError(await post(newcomer, `/api/referral-codes/claim/${code.id}`), 409, new RegExp(`^This ${app.name} referral code is paused`));
    expectError(
      await post(newcomer, '/api/matches/claim', { app_id: app.id }),
      409,
      `No ${app.name} referral codes are available right now. We'll match you with one as soon as someone shares it.`,
    );
    // Its claims end with it: the referees are told, lose no plan match, and wait for the app's next code.
    const ended = await t.db.select({ status: matches.status, reason: matches.cancelReason }).from(matches).where(eq(matches.referralCodeId, code.id));
    expect(ended).toEqual([0, 1, 2].map(() => ({ status: 'CANCELLED', reason: 'CODE_PAUSED' })));
    for (const { user } of referees) {
      const [told] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'MATCH_CANCELLED')));
      expect(told!.message).toBe(
        `The ${app.name} code you claimed was paused after people reported “the code did not work” and “the link is for another app or page”. Your ${app.name} claim has ended before sign-up and does not count against your plan. We will match you with another ${app.name} code as soon as one is free.`,
      );
      expect((await t.db.select({ used: users.matchesUsed }).from(users).where(eq(users.id, user.id)))[0]!.used).toBe(0);
      const [mine] = (await get(user, '/api/matches/mine')).json() as { status: string; cancel_reason: string }[];
      expect(mine).toMatchObject({ status: 'CANCELLED', cancel_reason: 'CODE_PAUSED' });
      expect((await get(user, '/api/matches/waiting')).json()).toEqual([expect.objectContaining({ app_id: app.id })]);
    }
    expect((await get(referrer, '/api/referral-codes/mine')).json()).toEqual([expect.objectContaining({ id: code.id, status: 'PAUSED' })]);

    // Someone shares a new code for the app: the three referees waiting (and the newcomer, who asked) are matched with it.
    const other = await t.createUser();
    const shared = await post(other, '/api/referral-codes', { app_id: app.id, referral_link: `${app.appUrl}/r/NEWONE1`, max_uses: 5 });
    expect(shared.statusCode).toBe(201);
    expect(shared.json().current_uses).toBe(4);
  });

  it('ends a paused code’s claims not yet signed up for, hands each referee the app’s next code, and leaves signed-up matches alone', async () => {
    const { app, code, referees } = await sharedWith(3);
    const [reporter, waiting, signedUp] = referees;
    await post(signedUp!.user, `/api/matches/${signedUp!.matchId}/mark-complete`);
    const nextSharer = await t.createUser();
    const next = await t.createCode(nextSharer.id, app.id, { maxUses: 5 });
    const admin = await t.createAdmin();
    const report = (
      await post(reporter!.user, `/api/matches/${reporter!.matchId}/reports`, { reason: 'OTHER', message: 'The sharer asked me for money.' })
    ).json();
    const decided = await t
      .as(admin)
      .patch(`/api/admin/reports/${report.id}`, { status: 'RESOLVED', resolution: 'The code was not genuine.', action: 'PAUSE_CODE' });
    expect(decided.statusCode, decided.body).toBe(200);

    expect(await statusOf(code.id)).toBe('PAUSED');
    const byId = new Map((await t.db.select().from(matches).where(eq(matches.referralCodeId, code.id))).map((match) => [match.id, match]));
    expect(byId.get(reporter!.matchId)).toMatchObject({ status: 'CANCELLED', cancelReason: 'CODE_PAUSED' });
    expect(byId.get(waiting!.matchId)).toMatchObject({ status: 'CANCELLED', cancelReason: 'CODE_PAUSED' });
    expect(byId.get(signedUp!.matchId)).toMatchObject({ status: 'USER_MARKED_DONE', cancelReason: null });
    // Each referee whose claim ended now holds the next code for the app, and was told so.
    for (const { user } of [reporter!, waiting!]) {
      const live = (await get(user, '/api/matches/mine')).json().filter((match: { status: string }) => match.status === 'ASSIGNED');
      expect(live).toEqual([expect.objectContaining({ app_id: app.id, code: next.code })]);
      const found = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'MATCH_FOUND')));
      expect(found).toHaveLength(1);
      expect((await t.db.select({ used: users.matchesUsed }).from(users).where(eq(users.id, user.id)))[0]!.used).toBe(1);
    }
  });

  it('does not count other reasons, dismissed reports or reports from before a new link; a new link puts it back', async () => {
    const { referrer, app, code, referees } = await sharedWith(4);
    const [first, second, third, fourth] = referees;
    await post(first!.user, `/api/matches/${first!.matchId}/reports`, { reason: 'REWARD_NOT_RECEIVED', message: 'Still waiting for my bonus.' });
    const dismissed = (await post(second!.user, `/api/matches/${second!.matchId}/reports`, REPORT)).json();
    await t.db
      .update(reports)
      .set({ status: 'DISMISSED', resolution: 'It worked.', action: 'NONE', resolvedAt: new Date() })
      .where(eq(reports.id, dismissed.id));
    await post(third!.user, `/api/matches/${third!.matchId}/reports`, REPORT);
    expect(await statusOf(code.id)).toBe('ASSIGNED');

    // The owner replaces the link: the report before it no longer counts toward a pause.
    const replaced = await t.request({
      method: 'PATCH',
      url: `/api/referral-codes/${code.id}`,
      token: referrer.token,
      payload: { referral_link: `${app.appUrl}/r/FRESH42` },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: code.id, code: 'FRESH42', referral_link: `${app.appUrl}/r/FRESH42`, status: 'ASSIGNED' });
    await post(fourth!.user, `/api/matches/${fourth!.matchId}/reports`, REPORT);
    expect(await statusOf(code.id)).toBe('ASSIGNED');
  });

  it('comes back on offer when its owner replaces the paused link', async () => {
    const { referrer, app, code, referees } = await sharedWith(2);
    for (const { user, matchId } of referees) await post(user, `/api/matches/${matchId}/reports`, REPORT);
    expect(await statusOf(code.id)).toBe('PAUSED');
    const replaced = await t.request({
      method: 'PATCH',
      url: `/api/referral-codes/${code.id}`,
      token: referrer.token,
      payload: { referral_link: `${app.appUrl}/r/WORKS1` },
    });
    expect(replaced.json()).toMatchObject({ status: 'ASSIGNED', code: 'WORKS1' });
    const newcomer = await t.createUser();
    expect((await post(newcomer, `/api/referral-codes/claim/${code.id}`)).statusCode).toBe(201);
  });

  it('refuses a replacement link for another app (422), another person’s code or an unknown one (404)', async () => {
    const referrer = await t.createUser();
    const app = await t.createApp({ name: 'Airtime Rewards Test', appUrl: 'https://www.airtimerewards.co.uk', referralLinkDomains: ['airtimerewards.co.uk'] });
    const code = await t.createCode(referrer.id, app.id, { referralLink: 'https://www.airtimerewards.co.uk/r/ABC123' });
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/referral-codes/${code.id}`,
        token: referrer.token,
        payload: { referral_link: 'https://join.monzo.com/c/abc123' },
      }),
      422,
      "This doesn't look like a Airtime Rewards Test referral link",
    );
    const stranger = await t.createUser();
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/referral-codes/${code.id}`,
        token: stranger.token,
        payload: { referral_link: 'https://www.airtimerewards.co.uk/r/XYZ789' },
      }),
      404,
      'There is no referral code with that id among yours',
    );
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/referral-codes/${UNKNOWN_ID}`,
        token: referrer.token,
        payload: { referral_link: 'https://www.airtimerewards.co.uk/r/XYZ789' },
      }),
      404,
      'There is no referral code with that id among yours',
    );
    expect((await t.db.select().from(referralCodes).where(eq(referralCodes.id, code.id)))[0]!.referralLink).toBe('https://www.airtimerewards.co.uk/r/ABC123');
  });
});
