import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedOfferTerms } from '#contract/matches/test-terms.ts';
import { auditLog, notifications, referralCodes, reports, users } from '#server/db/schema.ts';
import { screenshotPng } from '#server/modules/reports/test-fixtures.ts';
import { useTestApp, type TestUser } from '#server/test/helper.ts';
import { expectError } from '../test-fixtures.ts';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const as = (user: TestUser) => ({
  get: (url: string) => t.request({ method: 'GET', url, token: user.token }),
  post: (url: string, payload?: object) => t.request({ method: 'POST', url, token: user.token, payload }),
  patch: (url: string, payload: object) => t.request({ method: 'PATCH', url, token: user.token, payload }),
});

/** A referee's report about the code they claimed from a referrer, on a fresh app. */
async function reported(reason = 'CODE_DID_NOT_WORK') {
  const [referrer, referee] = [await t.createUser(), await t.createUser()];
  const app = await t.createApp();
  const code = await t.createCode(referrer.id, app.id, { maxUses: 5 });
  const matchId = (await as(referee).post(`/api/referral-codes/claim/${code.id}`)).json().match_id as string;
  const report = (await as(referee).post(`/api/matches/${matchId}/reports`, { reason, message: 'The app said the code was not valid.' })).json();
  return { referrer, referee, app, code, matchId, reportId: report.id as string };
}

const codeStatus = async (id: string) => (await t.db.select({ status: referralCodes.status }).from(referralCodes).where(eq(referralCodes.id, id)))[0]?.status;
const latestAudit = async (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));

describe('GET /api/admin/reports', () => {
  it('pages every view the same at the usual page size and at any other', async () => {
    const admin = await t.createAdmin();
    for (let index = 0; index < 3; index += 1) await reported();
    for (const view of ['status=OPEN', 'status=DISMISSED', '']) {
      const ids = async (query: string) => {
        const page = (await as(admin).get(`/api/admin/reports?${view}&${query}`)).json();
        return { ids: page.reports.map((report: { id: string }) => report.id) as string[], total: page.total as number, limit: page.limit as number };
      };
      const usual = await ids('');
      expect(usual.limit).toBe(20);
      expect(usual.ids.length).toBe(Math.min(20, usual.total));
      const all = await ids('limit=100');
      expect(all.ids.slice(0, 20)).toEqual(usual.ids);
      const second = await ids('limit=2&page=2');
      expect(second.ids).toEqual(all.ids.slice(2, 4));
      expect(second.total).toBe(all.total);
    }
  });

  it('lists open reports oldest first with the match, both parties’ records, the thread and evidence', async () => {
    const admin = await t.createAdmin();
    const older = await reported();
    const newer = await reported('REWARD_NOT_RECEIVED');
    await t.request({
      method: 'POST',
      url: `/api/reports/${newer.reportId}/evidence`,
      token: newer.referee.token,
      payload: await screenshotPng(),
      headers: { 'content-type': 'image/png' },
    });

    const page = (await as(admin).get('/api/admin/reports?status=OPEN&limit=100')).json();
    const ids = page.reports.map((report: { id: string }) => report.id);
    expect(ids.indexOf(older.reportId)).toBeLessThan(ids.indexOf(newer.reportId));
    const listed = page.reports.find((report: { id: string }) => report.id === newer.reportId);
    expect(listed).toMatchObject({
      status: 'OPEN',
      reason: 'REWARD_NOT_RECEIVED',
      reporter_role: 'referee',
      reporter_username: newer.referee.username,
      decided_by: null,
      match: { id: newer.matchId, status: 'ASSIGNED', referral_code_id: newer.code.id, code: newer.code.code, code_status: 'ASSIGNED' },
      referrer: {
        id: newer.referrer.id,
        username: newer.referrer.username,
        email: newer.referrer.email,
        is_active: true,
        track_record: { matches: 1, upheld_reports: 0 },
      },
      referee: { id: newer.referee.id, track_record: { as_referee: { matches: 1 } } },
      messages: [{ author: 'referee' }],
      evidence: [{ author: 'referee', content_type: 'image/png' }],
    });
    expect(listed).not.toHaveProperty('mine');

    const evidenceId = listed.evidence[0].id;
    const served = await as(admin).get(`/api/admin/reports/${newer.reportId}/evidence/${evidenceId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expectError(await as(admin).get(`/api/admin/reports/${older.reportId}/evidence/${evidenceId}`), 404, 'There is no screenshot with that id on this report');
    expectError(await as(admin).get(`/api/admin/reports/${UNKNOWN_ID}`), 404, 'There is no report with that id');
    expectError(await as(admin).get('/api/admin/reports?status=LOST'), 422, 'Status must be one of OPEN, RESOLVED, DISMISSED');
  });

  it('holds the report, thread and evidence the parties see, each party’s record as their page shows it, and a closed account as a former member', async () => {
    const admin = await t.createAdmin();
    const { referrer, referee, reportId } = await reported('REWARD_NOT_RECEIVED');
    for (const party of [referee, referrer]) {
      const sent = await t.request({
        method: 'POST',
        url: `/api/reports/${reportId}/evidence`,
        token: party.token,
        payload: await screenshotPng(),
        headers: { 'content-type': 'image/png' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    expect((await as(referrer).post(`/api/reports/${reportId}/messages`, { message: 'It says "sent" \\ on my side 😀.' })).statusCode).toBe(200);
    expect((await as(admin).post(`/api/admin/reports/${reportId}/messages`, { message: 'Both, please wait a week.' })).statusCode).toBe(200);

    const teams = (await as(admin).get(`/api/admin/reports/${reportId}`)).json();
    const { mine: _mine, ...theirs } = (await as(referee).get(`/api/reports/${reportId}`)).json();
    expect(teams).toMatchObject(theirs);
    expect(teams.messages.map((message: { author_name: string }) => message.author_name)).toEqual([
      referee.username,
      referrer.username,
      'The Referral Exchange team',
    ]);
    for (const [party, role] of [
      [referrer, 'referrer'],
      [referee, 'referee'],
    ] as const) {
      const page = await as(party === referrer ? referee : referrer).get(`/api/members/${party.username}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(teams[role].track_record).toEqual(page.json().track_record);
    }
    const listed = (await as(admin).get('/api/admin/reports?status=OPEN&limit=100')).json();
    expect(listed.reports.find((report: { id: string }) => report.id === reportId)).toEqual(teams);

    expect((await t.request({ method: 'DELETE', url: '/api/auth/account', token: referrer.token })).statusCode).toBe(200);
    const after = (await as(admin).get(`/api/admin/reports/${reportId}`)).json();
    expect(after.referrer).toBeNull();
    expect(after.messages[1].author_name).toBe('a former member');
    expect(after.evidence.map((evidence: { author_name: string }) => evidence.author_name)).toEqual([referee.username, 'a former member']);
  });

  it('shows the offer the match was claimed on beside the app’s offer now, as evidence of a missing reward', async () => {
    const admin = await t.createAdmin();
    const missing = await reported('REWARD_NOT_RECEIVED');
    const changed = await as(admin).patch(`/api/admin/apps/${missing.app.id}`, { referee_reward_amount_pence: 500, terms_conditions: 'New customers only.' });
    expect(changed.statusCode, changed.body).toBe(200);
    const claimed = fixedOfferTerms(1000, 1000);
    const report = (await as(admin).get(`/api/admin/reports/${missing.reportId}`)).json();
    expect(report.match.terms_at_claim).toEqual(claimed);
    expect(report.match.current_terms).toEqual({ ...claimed, referee_reward_amount_pence: 500, terms_conditions: 'New customers only.' });
  });
});

describe('PATCH /api/admin/reports/{id}', () => {
  it('resolves with PAUSE_CODE: the code leaves the marketplace, the decision and pause are audited, both parties are told', async () => {
    const admin = await t.createAdmin();
    const { referrer, referee, app, code, reportId } = await reported();
    const decided = await as(admin).patch(`/api/admin/reports/${reportId}`, {
      status: 'RESOLVED',
      resolution: 'The code has expired at the bank.',
      action: 'PAUSE_CODE',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'RESOLVED',
      resolution: 'The code has expired at the bank.',
      action: 'PAUSE_CODE',
      decided_by: admin.username,
      resolved_at: expect.any(String),
    });
    expect(await codeStatus(code.id)).toBe('PAUSED');

    const [decision] = await latestAudit(reportId);
    expect(decision).toMatchObject({
      actorId: admin.id,
      action: 'report.resolve',
      entityType: 'report',
      before: { status: 'OPEN' },
      after: { status: 'RESOLVED', action: 'PAUSE_CODE' },
    });
    const [pause] = await latestAudit(code.id);
    expect(pause).toMatchObject({ action: 'referral_code.pause', entityType: 'referral_code', before: { status: 'ASSIGNED' }, after: { status: 'PAUSED' } });
    for (const party of [referrer, referee]) {
      const [notice] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, party.id), eq(notifications.type, 'REPORT_DECIDED')));
      expect(notice!.message).toBe(
        `The team resolved the report about your ${app.name} match (the code did not work): The code has expired at the bank. The referral code was paused.`,
      );
    }
    // Both parties see the outcome on the report.
    expect((await as(referee).get(`/api/reports/${reportId}`)).json()).toMatchObject({
      status: 'RESOLVED',
      action: 'PAUSE_CODE',
      resolution: 'The code has expired at the bank.',
    });
    // A resolved CODE_DID_NOT_WORK against the referrer counts as upheld in their record.
    expect((await as(referee).get(`/api/members/${referrer.username}`)).json().track_record.upheld_reports).toBe(1);
    expectError(
      await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'DISMISSED', resolution: 'Changed my mind.' }),
      409,
      'This report has already been decided',
    );
  });

  it('withdraws the code, or deactivates the reported member and ends their session, in the decision’s transaction', async () => {
    const admin = await t.createAdmin();
    const withdrawn = await reported();
    await as(admin).patch(`/api/admin/reports/${withdrawn.reportId}`, { status: 'RESOLVED', resolution: 'Withdrawn.', action: 'WITHDRAW_CODE' });
    expect(await codeStatus(withdrawn.code.id)).toBe('WITHDRAWN');
    expect((await latestAudit(withdrawn.code.id))[0]).toMatchObject({ action: 'referral_code.withdraw' });

    const deactivated = await reported('ABUSE');
    const decided = await as(admin).patch(`/api/admin/reports/${deactivated.reportId}`, {
      status: 'RESOLVED',
      resolution: 'Asked for money.',
      action: 'DEACTIVATE_USER',
    });
    expect(decided.json().referrer).toMatchObject({ id: deactivated.referrer.id, is_active: false });
    expect((await latestAudit(deactivated.referrer.id))[0]).toMatchObject({ action: 'user.update', before: { is_active: true }, after: { is_active: false } });
    expectError(await as(deactivated.referrer).get('/api/auth/me'), 401, 'Your session has ended. Please sign in again.');
    // An ABUSE report is not a broken code or a missing reward: nothing counts as upheld.
    expect((await t.db.select().from(reports).where(eq(reports.againstId, deactivated.referrer.id)))[0]!.status).toBe('RESOLVED');
  });

  it('dismisses with no action, and counts nothing against the referrer', async () => {
    const admin = await t.createAdmin();
    const { referrer, referee, code, reportId } = await reported('REWARD_NOT_RECEIVED');
    expectError(
      await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'DISMISSED', resolution: 'Paid on the 3rd.', action: 'PAUSE_CODE' }),
      422,
      'A dismissed report takes no action; choose No action',
    );
    const dismissed = await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'DISMISSED', resolution: 'The bank paid on the 3rd.' });
    expect(dismissed.json()).toMatchObject({ status: 'DISMISSED', action: 'NONE' });
    expect(await codeStatus(code.id)).toBe('ASSIGNED');
    expect((await as(referee).get(`/api/members/${referrer.username}`)).json().track_record.upheld_reports).toBe(0);
  });

  it('refuses bad decisions with 422 and changes nothing; an unknown report is 404', async () => {
    const admin = await t.createAdmin();
    const { reportId, referrer } = await reported();
    expectError(await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'OPEN', resolution: 'x' }), 422, 'Status must be RESOLVED or DISMISSED');
    expectError(await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'RESOLVED', resolution: '   ' }), 422, 'Resolution is required');
    expectError(
      await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'RESOLVED', resolution: 'Fine', action: 'BAN' }),
      422,
      /^Action must be one of NONE/,
    );
    expectError(await as(admin).patch(`/api/admin/reports/${UNKNOWN_ID}`, { status: 'RESOLVED', resolution: 'Fine' }), 404, 'There is no report with that id');
    // The reported member is an administrator: not deactivated from here, and nothing else is decided.
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, referrer.id));
    expectError(
      await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'RESOLVED', resolution: 'Closing them.', action: 'DEACTIVATE_USER' }),
      422,
      'An administrator’s account is not deactivated from a report; use User Management',
    );
    expect((await t.db.select().from(reports).where(eq(reports.id, reportId)))[0]).toMatchObject({ status: 'OPEN', resolution: null });
    expect(await latestAudit(reportId)).toEqual([]);
  });
});

describe('the team in the thread, and restoring a paused code', () => {
  it('writes as the team; both parties are told and see it; a decided report takes no more', async () => {
    const admin = await t.createAdmin();
    const { referrer, referee, reportId } = await reported();
    const written = await as(admin).post(`/api/admin/reports/${reportId}/messages`, { message: 'Please send a screenshot of the error.' });
    expect(written.statusCode).toBe(200);
    expect((await as(referee).get(`/api/reports/${reportId}`)).json().messages.at(-1)).toMatchObject({
      author: 'team',
      author_name: 'The Referral Exchange team',
    });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'REPORT_MESSAGE'))),
    ).toHaveLength(1);
    await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'DISMISSED', resolution: 'No reply.' });
    expectError(
      await as(admin).post(`/api/admin/reports/${reportId}/messages`, { message: 'One more thing to add.' }),
      409,
      'This report has been closed, so it takes no more messages',
    );
  });

  it('puts a paused code back with the status its uses give it; a code not paused is 409, an unknown one 404', async () => {
    const admin = await t.createAdmin();
    const { referrer, code, reportId } = await reported();
    await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'RESOLVED', resolution: 'Paused while we check.', action: 'PAUSE_CODE' });
    // The pause ended the one claim on it, which gave its use back: the code returns unused.
    const restored = await as(admin).post(`/api/admin/referral-codes/${code.id}/restore`);
    expect(restored.json()).toEqual({ id: code.id, status: 'UNUSED' });
    expect((await latestAudit(code.id))[0]).toMatchObject({ action: 'referral_code.restore', before: { status: 'PAUSED' }, after: { status: 'UNUSED' } });
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 'CODE_RESTORED'))),
    ).toHaveLength(1);
    expectError(await as(admin).post(`/api/admin/referral-codes/${code.id}/restore`), 409, 'This referral code is not paused');
    expectError(await as(admin).post(`/api/admin/referral-codes/${UNKNOWN_ID}/restore`), 404, 'There is no referral code with that id');
  });

  it('filters the audit log by action and by kind of record', async () => {
    const admin = await t.createAdmin();
    const { reportId } = await reported();
    await as(admin).patch(`/api/admin/reports/${reportId}`, { status: 'DISMISSED', resolution: 'Nothing wrong found.' });
    const byAction = (await as(admin).get('/api/admin/audit-log?action=report.dismiss&limit=100')).json();
    expect(byAction.entries.every((entry: { action: string }) => entry.action === 'report.dismiss')).toBe(true);
    expect(byAction.entries.map((entry: { entity_id: string }) => entry.entity_id)).toContain(reportId);
    const byType = (await as(admin).get('/api/admin/audit-log?entity_type=report&limit=100')).json();
    expect(byType.entries.every((entry: { entity_type: string }) => entry.entity_type === 'report')).toBe(true);
    expectError(await as(admin).get('/api/admin/audit-log?action=report.burn'), 422, 'Unknown action');
  });
});

describe("the report queue's totals", () => {
  it('are the counts of each status through reports made, decided, deleted and counted again', async () => {
    const admin = await t.createAdmin();
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          (['OPEN', 'RESOLVED', 'DISMISSED', undefined] as const).map(async (status) => {
            const page = await as(admin).get(`/api/admin/reports${status ? `?status=${status}` : ''}`);
            expect(page.statusCode, page.body).toBe(200);
            return [status ?? 'ALL', page.json().total as number];
          }),
        ),
      );
    const counted = async () => {
      const rows = await t.db
        .select({ status: reports.status, n: sql<number>`count(*)::int` })
        .from(reports)
        .groupBy(reports.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return { OPEN: of('OPEN'), RESOLVED: of('RESOLVED'), DISMISSED: of('DISMISSED'), ALL: rows.reduce((sum, row) => sum + row.n, 0) };
    };
    const made = [await reported(), await reported('REWARD_NOT_RECEIVED'), await reported('WRONG_LINK')];
    expect(await totals()).toEqual(await counted());
    const decided = await as(admin).patch(`/api/admin/reports/${made[0]!.reportId}`, {
      status: 'DISMISSED',
      resolution: 'Checked with both parties.',
      action: 'NONE',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // A write that keeps the status moves nothing; a report goes with its match.
    await t.db
      .update(reports)
      .set({ status: sql`status` })
      .where(eq(reports.id, made[1]!.reportId));
    await t.db.delete(reports).where(eq(reports.id, made[2]!.reportId));
    expect(await totals()).toEqual(await counted());
    const kept = await totals();
    await t.db.execute(sql`SELECT rebuild_report_totals()`);
    expect(await totals()).toEqual(kept);
  });
});
