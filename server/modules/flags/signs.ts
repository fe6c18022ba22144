import { SAME_ADDRESS_DAYS } from '#contract/admin/flags/rules.ts';

/**
 * The signs that a claim's referee and the code's sharer are one person, as one SQL statement for
 * the claim's function (claim-function.ts), so a flag is raised in the claim's own transaction:
 *
 * - SAME_ADDRESS: an internet address both accounts registered or signed in from, at times no more
 *   than SAME_ADDRESS_DAYS apart (the claim's own request counts as the referee there now);
 * - SAME_DEVICE: a browser device id (device-cookie.ts) both accounts were used with, or the one the
 *   claim's request carries;
 * - SIMILAR_EMAIL: e-mail addresses that are one mailbox (the database's canonical_email).
 *
 * The arguments are the SQL names of the match, the referee, the sharer, and the claim's address
 * and device id (each may be null: a code handed to someone waiting has no request of theirs). The
 * traces are read by account (account_traces' key); a claim with no sign writes nothing.
 */
export function raiseFlagSql(match: string, referee: string, sharer: string, address: string, device: string): string {
  const apart = `interval '${SAME_ADDRESS_DAYS} days'`;
  return `INSERT INTO referral_flags (match_id, signs, shared_addresses)
    SELECT ${match}, found.signs, found.addresses FROM (
      SELECT array_remove(ARRAY[
          CASE WHEN cardinality(shared.addresses) > 0 THEN 'SAME_ADDRESS' END,
          CASE WHEN device.shared THEN 'SAME_DEVICE' END,
          CASE WHEN canonical_email(referee.email) = canonical_email(sharer.email) THEN 'SIMILAR_EMAIL' END
        ]::text[], NULL) AS signs, shared.addresses
      FROM users referee JOIN users sharer ON sharer.id = ${sharer}
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(DISTINCT theirs.address ORDER BY theirs.address), '{}'::text[]) AS addresses
        FROM account_traces theirs
        JOIN (
          SELECT t.address, t.first_seen_at AS first_seen, t.last_seen_at AS last_seen FROM account_traces t WHERE t.user_id = ${referee}
          UNION ALL SELECT ${address}, now(), now() WHERE ${address} IS NOT NULL
        ) mine ON mine.address = theirs.address
        WHERE theirs.user_id = ${sharer}
          AND theirs.first_seen_at <= mine.last_seen + ${apart} AND mine.first_seen <= theirs.last_seen_at + ${apart}
      ) shared
      CROSS JOIN LATERAL (
        SELECT EXISTS (
          SELECT 1 FROM account_traces theirs
          WHERE theirs.user_id = ${sharer} AND theirs.device_id <> ''
            AND (theirs.device_id = ${device}
              OR theirs.device_id IN (SELECT t.device_id FROM account_traces t WHERE t.user_id = ${referee} AND t.device_id <> ''))
        ) AS shared
      ) device
      WHERE referee.id = ${referee}
    ) found
    WHERE cardinality(found.signs) > 0;`;
}
