import { and, count, desc, eq, getTableColumns, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserList, AdminUsersQuery } from '#contract/admin/users/schema.ts';
import { queryRows, type DbOrTx } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { users } from '#server/db/schema.ts';
import { isPremiumSql } from '#server/modules/subscription/plan.ts';
import type { JsonText } from '#server/lib/json-text.ts';
import { adminPageJson } from '../page-json.ts';
import { adminUserJsonSql } from './dto.ts';

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

/** GET /api/admin/users: newest accounts first, a page at a time, with the total for the pager; the page's JSON written by the database. */
export async function listUsers(db: DbOrTx, callerId: string, query: AdminUsersQuery): Promise<JsonText<AdminUserList>> {
  const where = filtersOf(query);
  const { users: page, total } = query.search ? await searchPage(db, where, query, callerId) : await plainPage(db, where, query, callerId);
  return adminPageJson('users', page, total, query);
}

/** The page's users as a JSON array (toAdminUserDto each), and the total for the pager. */
type Page = { users: string; total: number };

const pageOf = (query: AdminUsersQuery) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

/** The users of `page` (a subquery of whole user rows, in the list's order) as one JSON array, with the greatest of its `total` column, if any. */
async function pageJson(db: DbOrTx, page: SQL, callerId: string, withTotal: boolean): Promise<Page> {
  const [row] = await queryRows<{ users: string; total: number | null }>(
    db,
    sql`SELECT coalesce(json_agg(${adminUserJsonSql('p', callerId)} ORDER BY p.created_at DESC, p.id DESC), '[]')::text AS users,
          ${withTotal ? sql`max(p.total)::int` : sql`NULL::int`} AS total
        FROM (${page}) p`,
  );
  return { users: row!.users, total: row!.total ?? 0 };
}

/** Without a search the page comes off the created_at index and the total is counted on its own. */
async function plainPage(db: DbOrTx, where: SQL | undefined, query: AdminUsersQuery, callerId: string): Promise<Page> {
  const { limit, offset } = pageOf(query);
  const [found, [counted]] = await Promise.all([
    pageJson(db, sql`${db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset)}`, callerId, false),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: found.users, total: counted?.total ?? 0 };
}

/**
 * A search reads its matches through the trigram indexes, the costly part, so the page, its match
 * counts and the total come from one statement (the total from a window over the matches); only a
 * page past the end needs a count of its own.
 */
async function searchPage(db: DbOrTx, where: SQL | undefined, query: AdminUsersQuery, callerId: string): Promise<Page> {
  const { limit, offset } = pageOf(query);
  const page = db
    .select({ ...getTableColumns(users), total: sql<number>`count(*) OVER ()`.as('total') })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const found = await pageJson(db, sql`${page}`, callerId, true);
  if (found.total > 0 || offset === 0) return found;
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { users: found.users, total: counted?.total ?? 0 };
}
