/**
 * CSV as spreadsheets read it (RFC 4180): fields joined by commas, lines ended by CRLF, a field
 * quoted when it holds a comma, a quote, a line break or spaces at its ends, quotes doubled inside.
 * A field starting with = + - @ (or a tab or carriage return) gets a leading apostrophe first, so a
 * spreadsheet shows it as text rather than running it as a formula (OWASP's CSV injection advice):
 * codes and app names come from people.
 */
import { sqlStringLiteral } from '#server/db/json-sql.ts';

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** What `\s` matches in JavaScript (its white space and line ends), spelled for PostgreSQL's regular expressions. */
const SPACE_SQL = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * `csvField` in SQL, for a file the database writes: the text expression `value` as its field
 * (nothing for null). csv-sql.test.ts holds the two to the same fields.
 */
export function csvFieldSqlText(value: string): string {
  const text = `(CASE WHEN ${value} ~ '^[=+@\\t\\r-]' THEN '''' || ${value} ELSE ${value} END)`;
  return `coalesce(CASE WHEN ${text} ~ '[",\\r\\n]|^[${SPACE_SQL}]|[${SPACE_SQL}]$' THEN '"' || replace(${text}, '"', '""') || '"' ELSE ${text} END, '')`;
}

/** Fixed text as its field, as an SQL string literal. */
export function csvFieldSqlLiteral(value: CsvValue): string {
  return sqlStringLiteral(csvField(value));
}

/** A whole file: the header line, then one line per row. A byte-order mark first, so spreadsheets read it as UTF-8 (£, accents). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}
