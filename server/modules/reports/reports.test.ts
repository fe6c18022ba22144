import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, reports } from '#server/db/schema.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';

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

    const answered = await post(referrer, `/api/reports/${report.id}/messages`, { message: 'I have checked: the link works for me.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ mine: false, messages: [{ author: 'referee' }, { author: 'referrer', author_name: referrer.username }] });
    expect((await get(referee, `/api/reports/${report.id}`)).json().messages).toHaveLength(2);
    expect(await t.db.select().from(notifications).where(and(eq(notifications.userId, referee.id), eq(notifications.type, 'REPORT_MESSAGE')))).toHaveLength(1);

    for (const party of [referee, referrer]) {
      expect((await get(party, '/api/reports/mine')).json()).toEqual([expect.objectContaining({ id: report.id, mine: party === referee })]);
    }
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
    expectError(await post(stranger, `/api/reports/${report.id}/messages`, { message: 'Let me in on this one.' }), 404, 'There is no report with that id among yours');
    expectError(await get(referee, `/api/reports/${UNKNOWN_ID}`), 404, 'There is no report with that id among yours');
    expect((await get(stranger, '/api/reports/mine')).json()).toEqual([]);
  });

  it('refuses a cancelled match (409), a reason not on the list and a message too short or too long (422)', async () => {
    const { referee, matchId } = await claimed();
    expectError(await post(referee, `/api/matches/${matchId}/reports`, { reason: 'BORED', message: 'Nothing happened at all.' }), 422, /Reason must be one of CODE_DID_NOT_WORK/);
    expectError(await post(referee, `/api/matches/${matchId}/reports`, { reason: 'OTHER', message: 'Too short' }), 422, 'Message must be at least 10 characters');
    expectError(await post(referee, `/api/matches/${matchId}/reports`, { reason: 'OTHER', message: 'x'.repeat(2001) }), 422, 'Message must be at most 2000 characters');
    await post(referee, `/api/matches/${matchId}/cancel`);
    expectError(await post(referee, `/api/matches/${matchId}/reports`, REPORT), 409, 'This match was cancelled, so there is nothing to report');
  });

  it('takes no more messages once a report is closed', async () => {
    const { referee, matchId } = await claimed();
    const report = (await post(referee, `/api/matches/${matchId}/reports`, REPORT)).json();
    await t.db.update(reports).set({ status: 'DISMISSED', resolution: 'Not enough to go on.', resolvedAt: new Date() }).where(eq(reports.id, report.id));
    expectError(await post(referee, `/api/reports/${report.id}/messages`, { message: 'But I have more to say.' }), 409, 'This report has been closed, so it takes no more messages');
    expect((await get(referee, `/api/reports/${report.id}`)).json()).toMatchObject({ status: 'DISMISSED', resolution: 'Not enough to go on.', resolved_at: expect.any(String) });
  });
});
