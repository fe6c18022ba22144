import { totalPagesFor } from '#contract/admin/rules.ts';
import { JsonText } from '#server/lib/json-text.ts';

/**
 * A page of a team's list in the contract's shape: the list under `key` (a JSON array the database
 * wrote), then the pager's fields, without parsing the list again.
 */
export function adminPageJson<Page>(key: string, list: string, total: number, { page, limit }: { page: number; limit: number }): JsonText<Page> {
  const pager = { total, total_pages: totalPagesFor(total, limit), page, limit };
  return new JsonText(`{${JSON.stringify(key)}:${list},${JSON.stringify(pager).slice(1)}`);
}
