/** The id of the script element that carries a server-rendered page's data, as JSON, for hydration. */
export const PAGE_DATA_ID = 'page-data';

/**
 * JSON that is safe inside a script element: "<" written as its escape, so no text in the data
 * (an app's terms, say) can close the element or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
