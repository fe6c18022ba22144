/**
 * Text PostgreSQL cannot store: the NUL character in any text column, a lone surrogate (half of a
 * UTF-16 pair, a JSON "\udfff" escape, never typed text) in its JSON ones. One rule for every text
 * the server keeps, whether it arrived as a JSON string or was decoded from a link.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text, completing "{field} ...", or null when it can be stored. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  return null;
}
