import { and, count, desc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserList, AdminUsersQuery } from '#contract/admin/users/schema.ts';
import { totalPagesFor } from '#contract/admin/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { isPremiumSql } from '#server/modules/subscription/plan.ts';
import type { UserRow } from '#server/modules/auth/user-dto.ts';
import { NO_MATCHES, toAdminUserDto } from './dto.ts';
import { matchCountsFor } from './match-counts.ts';

/** "%text%" for LIKE, with the text's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtersOf(query: AdminUsersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    // The index finds the candidates in e-mail and username together (users_search_trgm_idx); the
    // second condition drops any whose match would run across the two.
    const pattern = containsPattern(query.search);
    conditions.push(sql`(lower(${users.email}) || chr(10) || lower(${users.username})) LIKE ${pattern}`);
    conditions.push(or(sql`lower(${users.email}) LIKE ${pattern}`, sql`lower(${users.username}) LIKE ${pattern}`)!);
  }
  if (query.subscription_status === 'PREMIUM') conditions.push(isPremiumSql('users'));
  if (query.subscription_status === 'FREE') conditions.push(not(isPremiumSql('users')));
  if (query.is_active !== undefined) conditions.push(eq(users.isActive, query.is_active));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** GET /api/admin/users: newest accounts first, a page at a time, with the total for the pager. */
export async function listUsers(db: DbOrTx, callerId: string, query: AdminUsersQuery): Promise<AdminUserList> {
  const where = filtersOf(query);
  const { rows, total } = query.search ? await searchPage(db, where, query) : await plainPage(db, where, query);
  const counts = await matchCountsFor(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => toAdminUserDto(row, counts.get(row.id) ?? NO_MATCHES, callerId)),
    total,
    total_pages: totalPagesFor(total, query.limit),
    page: query.page,
    limit: query.limit,
  };
}

type Page = { rows: UserRow[]; total: number };

const pageOf = (query: AdminUsersQuery) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

/** Without a search the page comes off the created_at index and the total is counted on its own. */
async function plainPage(db: DbOrTx, where: SQL | undefined, query: AdminUsersQuery): Promise<Page> {
  const { limit, offset } = pageOf(query);
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * A search reads its matches through the trigram indexes, the costly part, so the page and the
 * total come from one pass (the total from a window over the matches); only a page past the end
 * needs a count of its own.
 */
async function searchPage(db: DbOrTx, where: SQL | undefined, query: AdminUsersQuery): Promise<Page> {
  const { limit, offset } = pageOf(query);
  const found = await db
    .select({ user: users, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  if (found.length > 0 || offset === 0) return { rows: found.map(({ user }) => user), total: found[0]?.total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}
