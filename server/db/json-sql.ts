/**
 * Pieces of SQL for answers the database writes as JSON (json_build_object), each the twin of what
 * JSON.stringify makes of the same value in TypeScript (matches/answer-rules-sql.test.ts holds them to it).
 */

/** A timestamptz as `Date.prototype.toISOString` writes it: UTC, milliseconds, 'Z' (null stays null). */
export function isoTimestampSqlText(timestamp: string): string {
  return `to_char(${timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
