import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startOfLondonMonth } from '#contract/admin/rules.ts';
import {
  startOfLondonMonthSqlText,
  startOfNextLondonMonth,
  startOfNextLondonMonthSqlText,
  underMonthlyCapSqlText,
} from '#contract/referral-codes/monthly-cap.ts';
import { queryRows } from '#server/db/client.ts';
import { isoTimestampSqlText } from '#server/db/json-sql.ts';
import { matches } from '#server/db/schema.ts';
import { offerTermsOf } from '../matches/offer-terms.ts';
import { useTestApp } from '#server/test/helper.ts';
import { inSessionTimeZone } from '#server/test/time-zone.ts';

/**
 * The monthly cap's month, in SQL and in TypeScript, is one rule: midnight on the 1st, London time,
 * whatever the database session's time zone, in winter (GMT) and summer (BST), on the days the
 * clocks change and either side of each month's first moment.
 */
const t = useTestApp();
const ZONES = ['Europe/London', 'UTC'] as const;
const INSTANTS = [
  // The last moment of January and the first of February (GMT).
  '2026-01-31T23:59:59.999Z',
  '2026-02-01T00:00:00.000Z',
  // The clocks go forward on 29 March: either side of 01:00 UTC.
  '2026-03-29T00:59:59.999Z',
  '2026-03-29T01:00:00.000Z',
  // 23:59:59 on 31 March and midnight on 1 April, BST: still March in UTC.
  '2026-03-31T22:59:59.999Z',
  '2026-03-31T23:00:00.000Z',
  '2026-06-30T23:30:00.000Z',
  // The clocks go back on 25 October.
  '2026-10-25T00:59:59.999Z',
  '2026-10-25T01:00:00.000Z',
  '2026-10-31T23:59:59.999Z',
  '2026-11-01T00:00:00.000Z',
  '2026-12-31T23:59:59.999Z',
  '2027-01-01T00:00:00.000Z',
  '2028-02-29T12:00:00.000Z',
].map((iso) => new Date(iso));

describe.each(ZONES)('in a %s session', (zone) => {
  it('starts each month, and the next, where the TypeScript twins do', async () => {
    const literal = (at: Date) => `'${at.toISOString()}'::timestamptz`;
    const fromSql = await inSessionTimeZone(t, zone, (db) =>
      queryRows<{ start: string; next: string }>(
        db,
        sql.raw(
          INSTANTS.map(
            (at) =>
              `SELECT ${isoTimestampSqlText(startOfLondonMonthSqlText(literal(at)))} AS start, ${isoTimestampSqlText(startOfNextLondonMonthSqlText(literal(at)))} AS next`,
          ).join(' UNION ALL '),
        ),
      ),
    );
    expect(fromSql).toEqual(INSTANTS.map((at) => ({ start: startOfLondonMonth(at).toISOString(), next: startOfNextLondonMonth(at).toISOString() })));
    // Spot checks of the twins themselves: 1 April begins at 23:00 UTC on 31 March; 1 November at midnight UTC.
    expect(startOfNextLondonMonth(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(startOfLondonMonth(new Date('2026-03-31T23:00:00Z')).toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(startOfNextLondonMonth(new Date('2026-10-31T23:59:59Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('counts a claim made at the month’s first moment and not one a millisecond before', async () => {
    const app = await t.createApp({ maxUsesPerUser: null });
    const [sharer, referee] = [await t.createUser(), await t.createUser()];
    const code = await t.createCode(sharer.id, app.id);
    const monthStart = startOfLondonMonth(new Date());
    const claimAt = (at: Date) =>
      t.db.insert(matches).values({
        appId: app.id,
        referralCodeId: code.id,
        referrerId: sharer.id,
        refereeId: referee.id,
        code: code.code,
        referralLink: code.referralLink,
        termsAtClaim: offerTermsOf(app),
        createdAt: at,
      });
    const underCapOfOne = () =>
      inSessionTimeZone(t, zone, async (db) => {
        const [row] = await queryRows<{ under: boolean }>(
          db,
          sql.raw(`SELECT ${underMonthlyCapSqlText('1', `'${sharer.id}'::uuid`, `'${app.id}'::uuid`)} AS under`),
        );
        return row!.under;
      });
    await claimAt(new Date(monthStart.getTime() - 1));
    expect(await underCapOfOne()).toBe(true);
    await claimAt(monthStart);
    expect(await underCapOfOne()).toBe(false);
  });
});

describe('the count of a sharer’s claims this month', () => {
  it('is read from its index, never a scan of the matches', async () => {
    const capped = await t.createApp({ referrerMonthlyCap: 10, maxUsesPerUser: null });
    const others = [await t.createApp(), await t.createApp(), await t.createApp()];
    const sharers = [];
    for (let index = 0; index < 30; index += 1) sharers.push(await t.createUser());
    for (const sharer of sharers) await t.createCode(sharer.id, capped.id, { maxUses: 100 });
    const appIds = [capped, ...others].map((app) => `'${app.id}'::uuid`).join(', ');
    const sharerIds = sharers.map((sharer) => `'${sharer.id}'::uuid`).join(', ');
    // 12,000 claims over the last year, spread over the sharers and the apps.
    await t.db.execute(
      sql.raw(`INSERT INTO matches (app_id, referrer_id, code, referral_link, terms_at_claim, status, created_at)
        SELECT (ARRAY[${appIds}])[1 + n % 4], (ARRAY[${sharerIds}])[1 + n % 30], 'CODE', 'https://refer.example/invite/CODE', '{}'::jsonb,
               CASE WHEN n % 5 = 0 THEN 'CANCELLED'::match_status ELSE 'COMPLETED'::match_status END, now() - n * interval '43 minutes'
        FROM generate_series(1, 12000) AS n`),
    );
    await t.db.execute(sql`ANALYZE matches`);

    // The rotation's pick for the capped app, as the claim and the available codes make it.
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      t.db,
      sql.raw(`EXPLAIN SELECT rc.id FROM referral_codes rc JOIN users u ON u.id = rc.user_id JOIN apps a ON a.id = rc.app_id
        WHERE rc.app_id = '${capped.id}' AND rc.status IN ('UNUSED', 'ASSIGNED') AND rc.owner_active AND rc.current_uses < rc.max_uses AND u.is_active
          AND ${underMonthlyCapSqlText('a.referrer_monthly_cap', 'rc.user_id', 'rc.app_id')}
        ORDER BY rc.last_matched_at ASC NULLS FIRST, rc.created_at ASC LIMIT 1`),
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/(Index|Index Only|Bitmap Index) Scan (using|on) matches_referrer_cap_idx/);
    expect(plan).not.toMatch(/Seq Scan on matches/);
  });
});
