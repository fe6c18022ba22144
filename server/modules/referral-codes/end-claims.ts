import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { claimRequests, matches } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/errors.ts';
import { cancelMatchesInProgress } from '../matches/cancel-in-progress.ts';
import { claim } from '../matches/claim.ts';
import { EarlyAccessError } from '../matches/early-access.ts';

/** A referee whose claim ended with its code, now waiting for another code for the app. */
export type NextCodeWanted = { refereeId: string; appId: string; requestId: string };

/**
 * Inside the transaction that pauses or withdraws a code: its matches still ASSIGNED (claimed, no
 * sign-up marked) are cancelled with `reason`, each giving its use back to the referee's plan
 * (releaseClaims), and each referee is told why (`why`, a sentence) and joins the app's waiting
 * list. Matches past sign-up are left as they are: the app decides those rewards. Answers the
 * referees to offer the next code, once the transaction has committed (offerNextCodes).
 */
export async function endClaimsOnCode(
  tx: Tx,
  codeId: string,
  reason: 'CODE_PAUSED' | 'CODE_WITHDRAWN',
  why: (appName: string) => string,
): Promise<NextCodeWanted[]> {
  const cancelled = await cancelMatchesInProgress(tx, reason, and(eq(matches.referralCodeId, codeId), eq(matches.status, 'ASSIGNED'))!, (match) =>
    match.refereeId
      ? [
          {
            userId: match.refereeId,
            message: `${why(match.appName)} Your ${match.appName} claim has ended before sign-up and does not count against your plan. We will match you with another ${match.appName} code as soon as one is free.`,
          },
        ]
      : [],
  );
  const wanted: NextCodeWanted[] = [];
  for (const match of cancelled) {
    if (!match.refereeId) continue;
    const [request] = await tx
      .insert(claimRequests)
      .values({ userId: match.refereeId, appId: match.appId })
      .onConflictDoUpdate({ target: [claimRequests.userId, claimRequests.appId], targetWhere: sql`fulfilled_at IS NULL`, set: { appId: match.appId } })
      .returning({ id: claimRequests.id });
    wanted.push({ refereeId: match.refereeId, appId: match.appId, requestId: request!.id });
  }
  return wanted;
}

/**
 * After the transaction: each referee whose claim ended is matched at once with the app's next code
 * (the fairest, through the ordinary claim, so every rule holds; they are told "We found you a
 * referral code"), or stays on its waiting list when there is none. One the rules now refuse (the
 * per-app limit, an app that closed) stops waiting, as waiting demand does.
 */
export async function offerNextCodes(db: Db, wanted: readonly NextCodeWanted[]): Promise<void> {
  for (const { refereeId, appId, requestId } of wanted) {
    try {
      await claim(db, refereeId, { appId, requestId });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // No code free now: the request the claim keeps waits for the next one shared.
      if (error.statusCode === 409 && /are available right now/.test(error.message)) continue;
      if (error instanceof EarlyAccessError) continue;
      await db.delete(claimRequests).where(eq(claimRequests.id, requestId));
    }
  }
}
