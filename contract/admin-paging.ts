import { z } from 'zod';

/** ?page= and ?limit= of a paged admin list: page from 1, limit 1-100 (default 20, the user table's page size). */
export const ADMIN_PAGE_SIZE = 20;

export const pageQueryShape = {
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(100_000, 'Page must be at most 100000').default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(ADMIN_PAGE_SIZE),
};

/** At least one page, so "page 1 of 1" holds for an empty list too. */
export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
