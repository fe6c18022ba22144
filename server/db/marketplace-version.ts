/**
 * The marketplace's version, as SQL: the sum of its 64 counters (migration 0037), which a write to
 * anything other members can see (a code, a match, an app, an offer, a review, a report) moves in
 * its own transaction. It only grows, so the same version means nothing they see has changed.
 */
export const MARKETPLACE_VERSION_SQL = '(SELECT sum(version) FROM marketplace_versions)';
