import { getTableName, type Column } from 'drizzle-orm';

/**
 * A column as SQL text, "table"."column", for the rules written as SQL text builders (contract's
 * `...SqlText` functions) inside drizzle queries: `sql.raw(claimExpiresAtSqlText(columnText(matches.createdAt), ...))`.
 */
export function columnText(column: Column): string {
  return `"${getTableName(column.table)}"."${column.name}"`;
}

/**
 * Pieces of SQL for answers the database writes as JSON (json_build_object), each the twin of what
 * JSON.stringify makes of the same value in TypeScript (matches/answer-rules-sql.test.ts holds them to it).
 */

/** Fixed text as an SQL string literal (its quotes doubled), for text the code writes into a statement. */
export function sqlStringLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A timestamptz as `Date.prototype.toISOString` writes it: UTC, milliseconds, 'Z' (null stays null). */
export function isoTimestampSqlText(timestamp: string): string {
  return `to_char(${timestamp} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
