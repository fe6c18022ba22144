import { ADMIN_PAGE_SIZE, totalPagesFor } from '#contract/admin/rules.ts';
import { JsonText } from '#server/lib/json-text.ts';

/**
 * A page of a team's list in the contract's shape: the list under `key` (a JSON array the database
 * wrote), then the pager's fields, without parsing the list again.
 */
export function adminPageJson<Page>(key: string, list: string, total: number, { page, limit }: { page: number; limit: number }): JsonText<Page> {
  const pager = { total, total_pages: totalPagesFor(total, limit), page, limit };
  return new JsonText(`{${JSON.stringify(key)}:${list},${JSON.stringify(pager).slice(1)}`);
}

/**
 * A page of 20 in the shape of the review and flag queues: the list under `items` (a JSON array the
 * database wrote), then the page, the total and the pages (none when there is nothing).
 */
export function itemsPageJson<Page>(items: string, total: number, page: number): JsonText<Page> {
  const pager = { page, total, total_pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
  return new JsonText(`{"items":${items},${JSON.stringify(pager).slice(1)}`);
}
