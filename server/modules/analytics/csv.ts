/**
 * CSV as spreadsheets read it (RFC 4180): fields joined by commas, lines ended by CRLF, a field
 * quoted when it holds a comma, a quote, a line break or spaces at its ends, quotes doubled inside.
 * A field starting with = + - @ (or a tab or carriage return) gets a leading apostrophe first, so a
 * spreadsheet shows it as text rather than running it as a formula (OWASP's CSV injection advice):
 * codes and app names come from people.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header line, then one line per row. A byte-order mark first, so spreadsheets read it as UTF-8 (£, accents). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const line = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(',')}\r\n`;
  return `\uFEFF${line(header)}${rows.map(line).join('')}`;
}
