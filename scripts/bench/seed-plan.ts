import type { MarketplaceSize } from './sizes.ts';

/**
 * The marketplace is laid out first in temporary tables (which code each match uses, who claims it,
 * its status and dates), so every row can be inserted once with its final counts, never updated.
 */

/** Person n signed up at an even pace over the last two years. */
export const joinedAt = (size: MarketplaceSize, n: string) => `(now() - interval '730 days' * (1 - (${n})::float8 / ${size.users}))`;

const maxUsesOf = (k: string) => `CASE ${k} % 10 WHEN 0 THEN 10 WHEN 1 THEN 3 ELSE 5 END`;

/**
 * Code k belongs to person k % users and is for app (k % users + k / users) % apps: each person's
 * codes are for consecutive apps, so nobody has two for one app. 5 uses mostly, 3 or 10 for some.
 */
export function planCodesSql(size: MarketplaceSize, appCount: number): string {
  return `
    CREATE TEMP TABLE code_plan ON COMMIT DROP AS
    SELECT c.k, c.owner, c.app_index, c.max_uses, c.code,
           a.app_url || CASE WHEN position('?' in a.app_url) > 0 THEN '&' ELSE '?' END || 'ref=' || c.code AS link,
           ${joinedAt(size, 'c.owner')} + (now() - ${joinedAt(size, 'c.owner')}) * c.shared * 0.5 AS shared_at
    FROM (SELECT k, k % ${size.users} AS owner, (k % ${size.users} + k / ${size.users}) % ${appCount} AS app_index,
                 ${maxUsesOf('k')} AS max_uses, upper(substr(md5('code' || k), 1, 8)) AS code, random() AS shared
          FROM generate_series(0, ${size.codes - 1}) k) c
    JOIN bench_apps a ON a.idx = c.app_index;
    ALTER TABLE code_plan ADD PRIMARY KEY (k);`;
}

/** Primes that spread each app's referees over everyone; the first one that shares no factor with the head count. */
const STRIDES = [7919, 7907, 7901, 7883];
const OFFSET = 104_729;

/**
 * Match m is the (m / codes)-th use of code m % codes, so every code gets its share. Within an app,
 * the r-th match goes to person (r * stride + offset) mod users: distinct people for distinct r, so
 * nobody holds two of one app's matches (every catalogue app allows one a person); when that person
 * is the referrer, the spare slot r + n (n = the app's match count) is taken instead (`checkLayout`
 * makes sure there is room). A use beyond the code's max_uses is cancelled, so no code is over its
 * limit. Statuses: 15% cancelled, 15% in progress, 10% marked done, 10% confirmed by one side, 50%
 * completed. `changed` is the last step's date; a claim in progress was made in the first 45% of
 * its app's claim expiry before now.
 */
export function planMatchesSql(size: MarketplaceSize, appCount: number): string {
  const stride = STRIDES.find((candidate) => size.users % candidate !== 0)!;
  const slot = (rank: string) => `((${rank}) * ${stride} + app_index * ${OFFSET}) % ${size.users}`;
  const k = `m % ${size.codes}`;
  return `
    CREATE TEMP TABLE match_plan ON COMMIT DROP AS
    SELECT p.m, p.k, p.referee, p.status, t.claimed, t.span,
           t.claimed + t.span * CASE p.status WHEN 'ASSIGNED' THEN 0 WHEN 'USER_MARKED_DONE' THEN 0.2 WHEN 'CANCELLED' THEN 0.1 ELSE 0.9 END AS changed
    FROM (SELECT m, k, CASE WHEN ${slot('r')} = referrer THEN ${slot('r + n')} ELSE ${slot('r')} END AS referee,
                 CASE WHEN s >= ${maxUsesOf('k')} OR roll < 0.15 THEN 'CANCELLED'
                      WHEN roll < 0.30 THEN 'ASSIGNED' WHEN roll < 0.40 THEN 'USER_MARKED_DONE'
                      WHEN roll < 0.50 THEN 'CONFIRMED' ELSE 'COMPLETED' END AS status,
                 random() AS claimed_at, random() AS progress
          FROM (SELECT m, k, s, referrer, app_index, random() AS roll,
                       row_number() OVER (PARTITION BY app_index ORDER BY m) - 1 AS r,
                       count(*) OVER (PARTITION BY app_index) AS n
                FROM (SELECT m, ${k} AS k, m / ${size.codes} AS s, (${k}) % ${size.users} AS referrer,
                             ((${k}) % ${size.users} + (${k}) / ${size.users}) % ${appCount} AS app_index
                      FROM generate_series(0, ${size.matches - 1}) m) base) ranked) p
    JOIN code_plan cp ON cp.k = p.k
    JOIN bench_apps ba ON ba.idx = cp.app_index
    -- A claim still in progress is younger than its reminder (half-way to its expiry), as the jobs keep
    -- a running marketplace: otherwise every start of the app would expire and remind a backlog.
    CROSS JOIN LATERAL (SELECT CASE WHEN p.status = 'ASSIGNED' THEN greatest(cp.shared_at, now() - make_interval(days => ba.claim_days) * 0.45)
                                    ELSE cp.shared_at END AS since) s
    CROSS JOIN LATERAL (SELECT s.since + (now() - s.since) * p.claimed_at AS claimed) c
    CROSS JOIN LATERAL (SELECT c.claimed, (now() - c.claimed) * p.progress AS span) t;
    ALTER TABLE match_plan ADD PRIMARY KEY (m);`;
}
