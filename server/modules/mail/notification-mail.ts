import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_PREFERENCE_LABEL, PREFERENCE_OF_TYPE, notificationDestination } from '#contract/notifications/rules.ts';
import type { Db } from '#server/db/client.ts';
import { notificationPreferences, notifications, users } from '#server/db/schema.ts';
import { toPreferences } from '../notifications/preferences.ts';
import type { Mailer } from './mailer.ts';
import { notificationMail } from './messages.ts';

/** Notices one pass turns into e-mail at most. */
const BATCH = 100;

/** Where a notice's e-mail leads: where its notice does on screen (notificationDestination), else the dashboard. */
function pathFor(type: string, matchId: string | null, username: string): string {
  return notificationDestination(type, matchId, username)?.path ?? '/dashboard';
}

/**
 * Turns new notices into e-mail for the members who asked for their kind: each notice written in
 * the last day and not yet looked at is locked (other processes skip it), mailed if its kind is on
 * for its active owner, and marked as looked at in the same transaction as the outbox row, so each
 * is mailed once. The notice was written with its event; the e-mail follows from it.
 */
export async function mailDueNotifications(db: Db, mailer: Mailer): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        notice: notifications,
        email: users.email,
        name: users.name,
        username: users.username,
        isActive: users.isActive,
        preferences: notificationPreferences,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
      .where(and(isNull(notifications.emailCheckedAt), gt(notifications.createdAt, sql`now() - interval '1 day'`)))
      .orderBy(asc(notifications.createdAt))
      .limit(BATCH)
      .for('update', { of: notifications, skipLocked: true });
    if (due.length === 0) return 0;
    let mailed = 0;
    for (const { notice, email, name, username, isActive, preferences } of due) {
      const kind = PREFERENCE_OF_TYPE[notice.type];
      if (!kind || !isActive || !toPreferences(preferences)[kind]) continue;
      const unsubscribe = mailer.unsubscribe.token(notice.userId, kind);
      const message = notificationMail(
        { name, username },
        notice,
        mailer.link(pathFor(notice.type, notice.matchId, username)),
        NOTIFICATION_PREFERENCE_LABEL[kind],
        mailer.link(`/unsubscribe?token=${unsubscribe}`),
      );
      await mailer.enqueue(tx, {
        ...message,
        kind: `notification:${kind}`,
        to: email,
        userId: notice.userId,
        headers: { 'List-Unsubscribe': `<${mailer.link(`/api/unsubscribe?token=${unsubscribe}`)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      mailed += 1;
    }
    await tx
      .update(notifications)
      .set({ emailCheckedAt: sql`now()` })
      .where(
        inArray(
          notifications.id,
          due.map(({ notice }) => notice.id),
        ),
      );
    return mailed;
  });
}
