import type { Session } from './database.ts';

/** What must hold however many claims ran at once. Every count is zero when all is well. */
export type Invariants = {
  codesOverMaxUses: number;
  /** Codes whose current_uses is not the number of their matches that are not cancelled. */
  codesWithWrongUses: number;
  /** A person holding more of one app's matches than the app allows. */
  peopleOverAppLimit: number;
  /** Matches in which the referee is the referrer. */
  ownCodeMatches: number;
  /** Codes whose owner_active flag differs from their owner's account. */
  codesWithWrongOwnerFlag: number;
  /** People whose kept track record counts a different number of matches, as referrer or referee, than they have. */
  peopleWithWrongTrackRecord: number;
  /** Apps whose kept offer figures (app_offer_figures) differ from their codes' own. */
  appsWithWrongOfferFigures: number;
};

export async function checkInvariants(session: Session): Promise<Invariants> {
  const [row] = await session.rows<Record<string, number>>(`
    SELECT
      (SELECT count(*)::int FROM referral_codes WHERE current_uses > max_uses) AS over_max,
      (SELECT count(*)::int FROM referral_codes rc
         LEFT JOIN (SELECT referral_code_id, count(*) AS live FROM matches WHERE status <> 'CANCELLED' GROUP BY referral_code_id) m
           ON m.referral_code_id = rc.id
         WHERE rc.current_uses <> coalesce(m.live, 0)) AS wrong_uses,
      (SELECT count(*)::int FROM (
         SELECT 1 FROM matches m JOIN apps a ON a.id = m.app_id
         WHERE m.status <> 'CANCELLED' AND a.max_uses_per_user IS NOT NULL
         GROUP BY m.referee_id, m.app_id, a.max_uses_per_user HAVING count(*) > a.max_uses_per_user) over) AS over_app_limit,
      (SELECT count(*)::int FROM matches WHERE referrer_id = referee_id) AS own_code,
      (SELECT count(*)::int FROM referral_codes rc JOIN users u ON u.id = rc.user_id WHERE rc.owner_active <> u.is_active) AS owner_flag,
      (SELECT count(*)::int FROM users u
         LEFT JOIN track_records t ON t.user_id = u.id
         LEFT JOIN (SELECT referrer_id, count(*) AS n FROM matches GROUP BY referrer_id) r ON r.referrer_id = u.id
         LEFT JOIN (SELECT referee_id, count(*) AS n FROM matches GROUP BY referee_id) e ON e.referee_id = u.id
         WHERE coalesce(t.referrer_matches, 0) <> coalesce(r.n, 0) OR coalesce(t.referee_matches, 0) <> coalesce(e.n, 0)) AS wrong_records,
      (SELECT count(*)::int FROM (
         SELECT app_id, sum(total_codes) AS codes, sum(available_codes) AS available, sum(current_total_uses) AS uses, sum(total_max_uses) AS max_uses
         FROM app_offer_figures GROUP BY app_id) kept
         FULL JOIN (
         SELECT app_id, count(*) AS codes, count(*) FILTER (WHERE status IN ('UNUSED', 'ASSIGNED') AND current_uses < max_uses) AS available,
                sum(current_uses) AS uses, sum(max_uses) AS max_uses
         FROM referral_codes WHERE status <> 'WITHDRAWN' GROUP BY app_id) codes ON codes.app_id = kept.app_id
         WHERE (coalesce(kept.codes, 0), coalesce(kept.available, 0), coalesce(kept.uses, 0), coalesce(kept.max_uses, 0))
           IS DISTINCT FROM (coalesce(codes.codes, 0), coalesce(codes.available, 0), coalesce(codes.uses, 0), coalesce(codes.max_uses, 0))) AS wrong_offer_figures`);
  return {
    codesOverMaxUses: row?.over_max ?? -1,
    codesWithWrongUses: row?.wrong_uses ?? -1,
    peopleOverAppLimit: row?.over_app_limit ?? -1,
    ownCodeMatches: row?.own_code ?? -1,
    codesWithWrongOwnerFlag: row?.owner_flag ?? -1,
    peopleWithWrongTrackRecord: row?.wrong_records ?? -1,
    appsWithWrongOfferFigures: row?.wrong_offer_figures ?? -1,
  };
}

export const invariantsHold = (invariants: Invariants) => Object.values(invariants).every((count) => count === 0);

export function describeInvariants(invariants: Invariants): string {
  return [
    `codes over max_uses: ${invariants.codesOverMaxUses}`,
    `codes whose current_uses differs from their live matches: ${invariants.codesWithWrongUses}`,
    `people over an app's max_uses_per_user: ${invariants.peopleOverAppLimit}`,
    `matches on the referee's own code: ${invariants.ownCodeMatches}`,
    `codes whose owner_active differs from their owner: ${invariants.codesWithWrongOwnerFlag}`,
    `people whose track record miscounts their matches: ${invariants.peopleWithWrongTrackRecord}`,
    `apps whose kept offer figures differ from their codes: ${invariants.appsWithWrongOfferFigures}`,
  ].join('; ');
}
