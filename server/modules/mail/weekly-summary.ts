import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import type { Mailer } from './mailer.ts';
import { weeklySummaryMail } from './messages.ts';

/** Summaries one run writes at most; the rest wait for the next run. */
const BATCH = 200;
/** The advisory lock one process holds while it writes summaries (next to the jobs' keys in jobs.ts). */
const WEEKLY_SUMMARY_LOCK = 7_261_544_106;

type Due = { id: string; email: string; name: string | null; username: string; claimed: number; waiting: number; completed: number; in_progress: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The summary's lines: each figure that is not zero, or a line that says it was a quiet week. */
export function summaryLines(due: Pick<Due, 'claimed' | 'waiting' | 'completed' | 'in_progress'>): string[] {
  const lines = [
    due.claimed > 0 ? `${plural(due.claimed, 'person', 'people')} claimed your referral codes.` : null,
    due.completed > 0 ? `${plural(due.completed, 'match', 'matches')} completed.` : null,
    due.waiting > 0 ? `${plural(due.waiting, 'match waits', 'matches wait')} for you to do something: have a look at your dashboard.` : null,
    due.in_progress > 0 ? `${plural(due.in_progress, 'match is', 'matches are')} in progress in all.` : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? lines : ['It was a quiet week: nothing moved in your matches.'];
}

/**
 * Writes the weekly summary for members who asked for one and have had none for seven days, in
 * one transaction under its advisory lock (another process's run skips it). The outbox is the
 * record of the last summary sent, so none is written twice in a week.
 */
export async function writeWeeklySummaries(db: Db, mailer: Mailer): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${WEEKLY_SUMMARY_LOCK}) AS locked`);
    if (!locked?.locked) return 0;
    const due = await queryRows<Due>(
      tx,
      sql`SELECT u.id, u.email, u.name, u.username,
            (SELECT count(*) FROM matches m WHERE m.referrer_id = u.id AND m.created_at > now() - interval '7 days')::int AS claimed,
            (SELECT count(*) FROM matches m WHERE (m.referrer_id = u.id AND m.status = 'USER_MARKED_DONE' AND NOT m.referrer_confirmed_receipt)
                                              OR (m.referee_id = u.id AND m.status = 'ASSIGNED'))::int AS waiting,
            (SELECT count(*) FROM matches m WHERE (m.referrer_id = u.id OR m.referee_id = u.id) AND m.status IN ('COMPLETED', 'CONFIRMED')
                                              AND m.completed_at > now() - interval '7 days')::int AS completed,
            (SELECT count(*) FROM matches m WHERE (m.referrer_id = u.id OR m.referee_id = u.id) AND m.status IN ('ASSIGNED', 'USER_MARKED_DONE'))::int AS in_progress
          FROM notification_preferences p JOIN users u ON u.id = p.user_id
          WHERE p.weekly_summary AND u.is_active
            AND NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.user_id = u.id AND o.kind = 'notification:weekly_summary' AND o.created_at > now() - interval '7 days')
          LIMIT ${BATCH}`,
    );
    for (const member of due) {
      const unsubscribe = mailer.unsubscribe.token(member.id, 'weekly_summary');
      await mailer.enqueue(tx, {
        ...weeklySummaryMail(member, summaryLines(member), mailer.link('/dashboard'), mailer.link(`/unsubscribe?token=${unsubscribe}`)),
        kind: 'notification:weekly_summary',
        to: member.email,
        userId: member.id,
        headers: { 'List-Unsubscribe': `<${mailer.link(`/api/unsubscribe?token=${unsubscribe}`)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    }
    return due.length;
  });
}
