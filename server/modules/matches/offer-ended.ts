import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '#server/db/client.ts';
import { matches, notifications } from '#server/db/schema.ts';
import { isCataloguedSqlText } from '../apps/service.ts';
import { cancelMatchesInProgress } from './cancel-in-progress.ts';

/**
 * An app's offer ends when an administrator deactivates it or its expiry date passes, and comes back
 * when it is active and in date again. `apps.offer_ended_at` marks an end already told, so each end
 * and each return is told once, in the transaction that made it: the administrator's save, or the
 * job that sees an expiry date pass (server/jobs.ts, every 10 minutes).
 *
 * When it ends: claims still ASSIGNED are cancelled (OFFER_ENDED, their use given back to the
 * referee's plan); matches past sign-up stay as they are, the reward now up to the app; the people
 * waiting for a code leave the waiting list; the sharers hear their code no longer circulates. Every
 * one of them gets an OFFER_ENDED notice. When it comes back, the sharers hear their code is on
 * offer again (OFFER_REOPENED); nobody else is told anything.
 */
export async function settleOfferEnds(tx: Tx, appId?: string): Promise<number> {
  // Apps not deleted (a deleted app has no offer left to end or bring back); only the one given, if one is.
  const which = sql`AND ${sql.raw(isCataloguedSqlText('apps'))} ${appId ? sql`AND id = ${appId}` : sql``}`;
  // Two statements, each served by an index (apps_active_name_idx; apps_open_offer_expiry_idx).
  const ended = [
    ...(await queryRows<App>(tx, sql`UPDATE apps SET offer_ended_at = now() WHERE offer_ended_at IS NULL AND NOT is_active ${which} RETURNING id, name`)),
    ...(await queryRows<App>(
      tx,
      sql`UPDATE apps SET offer_ended_at = now() WHERE offer_ended_at IS NULL AND expiry_date <= now() ${which} RETURNING id, name`,
    )),
  ];
  const reopened = await queryRows<App>(
    tx,
    sql`UPDATE apps SET offer_ended_at = NULL
        WHERE offer_ended_at IS NOT NULL AND is_active AND (expiry_date IS NULL OR expiry_date > now()) ${which}
        RETURNING id, name`,
  );
  for (const app of ended) await endOffer(tx, app);
  for (const app of reopened)
    await tellSharers(tx, app, 'OFFER_REOPENED', `The ${app.name} offer is back`, `The ${app.name} referral offer is back, so your code is on offer again.`);
  return ended.length + reopened.length;
}

type App = { id: string; name: string };

const endedTitle = (appName: string) => `The ${appName} offer has ended`;

async function endOffer(tx: Tx, app: App): Promise<void> {
  const ended = `The ${app.name} referral offer has ended`;
  await cancelMatchesInProgress(
    tx,
    'OFFER_ENDED',
    and(eq(matches.appId, app.id), eq(matches.status, 'ASSIGNED'))!,
    (match) => [
      ...(match.refereeId
        ? [
            {
              userId: match.refereeId,
              message: `${ended}, so your claim ended before the sign-up was marked. It does not count against your plan. If you have already signed up, whether a reward is paid is up to ${app.name}.`,
            },
          ]
        : []),
      ...(match.referrerId ? [{ userId: match.referrerId, message: `${ended}, so a claim of your code ended before the sign-up was marked.` }] : []),
    ],
    { type: 'OFFER_ENDED', title: () => endedTitle(app.name) },
  );

  // Past sign-up: the match stays open, both parties told the reward is now the app's to give.
  const pastSignUp = await tx
    .select({ id: matches.id, referrerId: matches.referrerId, refereeId: matches.refereeId })
    .from(matches)
    .where(and(eq(matches.appId, app.id), eq(matches.status, 'USER_MARKED_DONE')));
  const pastSignUpNotices = pastSignUp.flatMap((match) =>
    [match.refereeId, match.referrerId]
      .filter((userId): userId is string => userId !== null)
      .map((userId) => ({
        userId,
        matchId: match.id,
        type: 'OFFER_ENDED',
        title: endedTitle(app.name),
        message: `${ended}. The sign-up was marked before it did, so the match stays open: whether the reward is paid is now up to ${app.name}. Confirm it here when it arrives.`,
      })),
  );
  if (pastSignUpNotices.length > 0) await tx.insert(notifications).values(pastSignUpNotices);

  // The waiting list empties: nobody waits for a code that can no longer be claimed.
  const waiting = await queryRows<{ user_id: string }>(tx, sql`DELETE FROM claim_requests WHERE app_id = ${app.id} AND fulfilled_at IS NULL RETURNING user_id`);
  if (waiting.length > 0)
    await tx.insert(notifications).values(
      waiting.map((row) => ({
        userId: row.user_id,
        type: 'OFFER_ENDED',
        title: endedTitle(app.name),
        message: `${ended}, so you are no longer waiting for a code for it. If the offer comes back, you can claim one again.`,
      })),
    );

  await tellSharers(
    tx,
    app,
    'OFFER_ENDED',
    endedTitle(app.name),
    `Your ${app.name} code no longer circulates: ${ended.charAt(0).toLowerCase()}${ended.slice(1)}. It stays in My Referral Codes and is offered again if the offer comes back.`,
  );
}

/** The owners of the app's codes in the rotation (on offer, by an active account; referral_codes_available_idx), one notice each. */
async function tellSharers(tx: Tx, app: App, type: 'OFFER_ENDED' | 'OFFER_REOPENED', title: string, message: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO notifications (user_id, type, title, message)
    SELECT DISTINCT rc.user_id, ${type}, ${title}, ${message}
    FROM referral_codes rc
    WHERE rc.app_id = ${app.id} AND rc.status IN ('UNUSED', 'ASSIGNED') AND rc.owner_active`);
}
