/**
 * Programme caps: an app may allow each referrer only so many referrals a calendar month, London
 * time (its `referrer_monthly_cap`; null for none, as most programmes publish none; Freetrade's is
 * 10). A sharer whose code for the app has been claimed that many times this month is out of the
 * rotation until the 1st of the next month. The claim, the available codes, the hand-on to people
 * waiting and the owner's view of their code all read it through `underMonthlyCapSqlText`; the
 * month's bounds are SQL here and TypeScript in admin/rules.ts (`startOfLondonMonth`), and a test
 * holds the two together across the months and the clock changes.
 */
import { startOfLondonMonth, UK_TIME_ZONE } from '../admin/rules.ts';
import { formatDayAndMonth } from '../shared/dates.ts';

/** The highest cap the offer form takes: a programme that allows more than this a month is as good as uncapped. */
export const REFERRER_MONTHLY_CAP_MAX = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in London on the 1st of the month after the one an instant falls in there: when a capped code is back. */
export function startOfNextLondonMonth(instant: Date): Date {
  // 32 days on from a month's first day is always inside the next month.
  return startOfLondonMonth(new Date(startOfLondonMonth(instant).getTime() + 32 * DAY_MS));
}

/** `startOfLondonMonth` in SQL, whatever the session's time zone, over an SQL timestamptz expression of our own. */
export function startOfLondonMonthSqlText(instant = 'now()'): string {
  return `(date_trunc('month', ${instant} AT TIME ZONE '${UK_TIME_ZONE}') AT TIME ZONE '${UK_TIME_ZONE}')`;
}

/** `startOfNextLondonMonth` in SQL, whatever the session's time zone, over an SQL timestamptz expression of our own. */
export function startOfNextLondonMonthSqlText(instant = 'now()'): string {
  return `((date_trunc('month', ${instant} AT TIME ZONE '${UK_TIME_ZONE}') + interval '1 month') AT TIME ZONE '${UK_TIME_ZONE}')`;
}

/**
 * A match that counts toward its referrer's cap, in SQL (columns of `alias`, or unqualified): every
 * claim but one cancelled before its sign-up was marked, as the programme counts sign-ups. The
 * index that serves the count (matches_referrer_cap_idx) has this very predicate.
 */
export function countsTowardMonthlyCapSqlText(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column('status')} <> 'CANCELLED' OR ${column('reward_countdown_started_at')} IS NOT NULL)`;
}

/**
 * Whether a referrer's code for an app may still be handed out this month, in SQL, over SQL
 * expressions of our own: the app's cap (null: none), the referrer's id and the app's id. True while
 * their claims for the app since midnight on the 1st, London time, are fewer than the cap.
 */
export function underMonthlyCapSqlText(cap: string, referrer: string, app: string): string {
  return `(${cap} IS NULL OR (SELECT count(*) FROM matches cap_m
      WHERE cap_m.referrer_id = ${referrer} AND cap_m.app_id = ${app}
        AND cap_m.created_at >= ${startOfLondonMonthSqlText()} AND ${countsTowardMonthlyCapSqlText('cap_m')}) < ${cap})`;
}

/** What a capped code says to its owner: "Paused until 1 December: Freetrade allows 10 referrals a month". */
export function monthlyCapPausedText(cappedUntil: Date | string, appName: string, cap: number): string {
  return `Paused until ${formatDayAndMonth(cappedUntil)}: ${appName} allows ${cap} ${cap === 1 ? 'referral' : 'referrals'} a month`;
}

/** Why a claim of that very code is refused: "This Freetrade referral code is paused until 1 December: Freetrade allows 10 referrals a month. Claim another code for Freetrade." */
export function cappedCodeClaimMessage(cappedUntil: Date | string, appName: string, cap: number): string {
  const paused = monthlyCapPausedText(cappedUntil, appName, cap);
  return `This ${appName} referral code is ${paused.charAt(0).toLowerCase()}${paused.slice(1)}. Claim another code for ${appName}.`;
}
