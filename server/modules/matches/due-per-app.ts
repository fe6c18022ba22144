import { sql, type Column, type SQL } from 'drizzle-orm';
import { apps, matches } from '#server/db/schema.ts';

/** The moment a walk is due by, as its statement names it. */
const MOMENT = 'clock.moment';

/**
 * The ids of the matches a job must handle by `now`, oldest `start` first, `limit` at most: walked
 * one app at a time, since each app sets its own days (claim expiry, the reward's waiting period).
 * Each app's walk reads an index on (app, `start`) in order and stops at `dueBy`, the app's latest
 * due start (the contract's rule turned round, over `"apps"` columns and the moment's SQL), so a run
 * reads what is due and nothing else: before, one scan over every claim in progress filtered them
 * by their app's days, reading about 140,000 matches a run at full scale (docs/performance.md).
 *
 * `where` narrows each app's walk (the index's own condition first), given the moment's SQL text; callers
 * check the rule itself there too, as written, and lock what they take in a statement of their own,
 * so the walk holds no lock.
 */
export function matchesDuePerApp(now: Date, walk: { start: Column; where: (moment: string) => SQL; dueBy: (moment: string) => string; limit: number }): SQL {
  return sql`SELECT due.id FROM (SELECT ${now}::timestamptz AS moment) clock, ${apps} CROSS JOIN LATERAL (
      SELECT ${matches.id} AS id, ${walk.start} AS start FROM ${matches}
      WHERE ${matches.appId} = ${apps.id} AND ${walk.where(MOMENT)} AND ${walk.start} <= ${sql.raw(walk.dueBy(MOMENT))}
      ORDER BY ${walk.start} LIMIT ${walk.limit}) due
    ORDER BY due.start LIMIT ${walk.limit}`;
}
