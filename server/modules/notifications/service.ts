import { and, count, desc, eq, fillPlaceholders, inArray, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Notification, NotificationStatusBody } from '#contract/notifications/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { preparedPerDatabase, runNamed, type NamedStatement } from '#server/db/prepared.ts';
import { notifications } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { notificationJsonSqlText, toNotificationDto } from './dto.ts';
import { NOTIFICATION_CHANNEL } from './channel.ts';

const NOT_YOURS = 'There is no notification with that id among yours';

type ListOptions = { unreadOnly: boolean; limit: number };
type Value<T> = T | Placeholder;

/** Written out rather than bound, so the planner matches the partial unread index in a prepared statement too. */
const isUnread = sql`${notifications.status} = 'UNREAD'`;

/** The list query, newest first; served by the (user_id, created_at) indexes, the partial one when unread only. */
export function listQuery(db: DbOrTx, userId: Value<string>, { unreadOnly, limit }: { unreadOnly: boolean; limit: Value<number> }) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? isUnread : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export function unreadCountQuery(db: DbOrTx, userId: Value<string>) {
  return (
    db
      // Named in the SQL too: runNamed reads its rows by the columns' names.
      .select({ total: count().as('total') })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isUnread))
  );
}

/** The list as one JSON array the database writes, each notification as `toNotificationDto` has it. */
function listJsonQuery(db: DbOrTx, userId: Value<string>, options: { unreadOnly: boolean; limit: Value<number> }) {
  const page = listQuery(db, userId, options).as('n');
  return db
    .select({
      body: sql<string>`coalesce(json_agg(${sql.raw(notificationJsonSqlText('n'))} ORDER BY n.created_at DESC, n.id DESC), '[]')::text`.as('body'),
    })
    .from(page);
}

/**
 * The list and the count are read on every screen and every poll: their statements are built by
 * drizzle once per database and run by name (`runNamed`), each member's values filled in, so a
 * first read can fold its ETag's versions into them (server/db/folded-columns.ts).
 */
const statements = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const limit = sql.placeholder('limit');
  return {
    newest: { name: 'notifications_newest_json', ...listJsonQuery(db, userId, { unreadOnly: false, limit }).toSQL() },
    newestUnread: { name: 'notifications_newest_unread_json', ...listJsonQuery(db, userId, { unreadOnly: true, limit }).toSQL() },
    unreadCount: { name: 'notifications_unread_count', ...unreadCountQuery(db, userId).toSQL() },
  };
});

/** The statement of the caller's unread count (the dashboard holds it as one of its parts). */
export function unreadCountStatement(db: Db, userId: string): NamedStatement {
  const { name, sql: text, params } = statements(db).unreadCount;
  return { name, text, params: fillPlaceholders(params, { userId }) };
}

/** The caller's notifications, newest first, as the JSON the route sends. */
export async function listNotifications(db: Db, userId: string, { unreadOnly, limit }: ListOptions): Promise<JsonText<Notification[]>> {
  const { newest, newestUnread } = statements(db);
  const { name, sql: text, params } = unreadOnly ? newestUnread : newest;
  const [row] = await runNamed<{ body: string }>(db, name, text, fillPlaceholders(params, { userId, limit }));
  return new JsonText(row!.body);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const { name, text, params } = unreadCountStatement(db, userId);
  const [row] = await runNamed<{ total: number | string }>(db, name, text, params);
  // count(*) is a bigint, which the driver answers as text.
  return Number(row?.total ?? 0);
}

const ownedBy = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/**
 * Tells every process that the user's notifications changed, so each open stream of theirs gets the
 * new unread count (the insert trigger announces new notifications; this covers reads and deletes).
 * Inside a transaction it is sent on commit.
 */
async function announceChange(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, json_build_object('user_id', ${userId}::uuid)::text)`);
}

/** UNREAD (or ARCHIVED) to READ; reading again keeps the first read_at. */
export async function markRead(db: Db, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'READ', readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(ownedBy(userId, id))
    .returning();
  if (!row) throw new NotFoundError(NOT_YOURS);
  await announceChange(db, userId);
  return toNotificationDto(row);
}

/** Every unread notification of the caller to READ; answers how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ status: 'READ', readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'UNREAD')))
    .returning({ id: notifications.id });
  if (changed.length > 0) await announceChange(db, userId);
  return changed.length;
}

/** Back to UNREAD (read_at cleared), or ARCHIVED (read_at kept). */
export async function setStatus(db: Db, userId: string, id: string, { status }: NotificationStatusBody): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set(status === 'UNREAD' ? { status, readAt: null } : { status })
    .where(ownedBy(userId, id))
    .returning();
  if (!row) throw new NotFoundError(NOT_YOURS);
  await announceChange(db, userId);
  return toNotificationDto(row);
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(notifications).where(ownedBy(userId, id)).returning({ id: notifications.id });
  if (deleted.length === 0) throw new NotFoundError(NOT_YOURS);
  await announceChange(db, userId);
}

/**
 * Locks the named notifications; if any is not the caller's (or does not exist), refuses them all,
 * so a bulk call changes everything it names or nothing.
 */
async function lockAllOwned(tx: DbOrTx, userId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, unique)))
    .for('update');
  const missing = unique.length - found.length;
  if (missing > 0) {
    const which = missing === 1 ? '1 of these notifications is' : `${missing} of these notifications are`;
    throw new NotFoundError(`${which} not among yours; nothing was changed`);
  }
  return unique;
}

/** The named notifications to READ, all or nothing; answers how many were not read before. */
export async function bulkMarkRead(db: Db, userId: string, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const owned = await lockAllOwned(tx, userId, ids);
    const changed = await tx
      .update(notifications)
      .set({ status: 'READ', readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(inArray(notifications.id, owned), ne(notifications.status, 'READ')))
      .returning({ id: notifications.id });
    if (changed.length > 0) await announceChange(tx, userId);
    return changed.length;
  });
}

/** Deletes the named notifications, all or nothing; answers how many went. */
export async function bulkDelete(db: Db, userId: string, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const owned = await lockAllOwned(tx, userId, ids);
    const deleted = await tx.delete(notifications).where(inArray(notifications.id, owned)).returning({ id: notifications.id });
    await announceChange(tx, userId);
    return deleted.length;
  });
}

/** One of the caller's notifications, for the live stream; null when it is gone already. */
export async function findForStream(db: DbOrTx, userId: string, id: string): Promise<Notification | null> {
  const [row] = await db.select().from(notifications).where(ownedBy(userId, id));
  return row ? toNotificationDto(row) : null;
}
