import { eq } from 'drizzle-orm';
import type { CancelResponse, SubscriptionStatusResponse, UpgradeResponse } from '#contract/subscription/schema.ts';
import { UPGRADE_SUCCESS_MESSAGE } from '#contract/subscription/rules.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { ConflictError, NotFoundError } from '#server/lib/errors.ts';
import type { UserRow } from '../auth/user-dto.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import type { PaymentProvider } from './payments.ts';
import { formatLongDate } from '#contract/shared/dates.ts';
import { isPremium } from './plan.ts';
import { toSubscriptionStatus } from './status-dto.ts';

const ACCOUNT_GONE = 'Your account no longer exists';

export async function getSubscriptionStatus(db: DbOrTx, userId: string): Promise<SubscriptionStatusResponse> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError(ACCOUNT_GONE);
  return toSubscriptionStatus(row, await isPaidFeaturesEnabled(db));
}

/** Locks the account's row so plan changes and claims by the same person take turns (as claims lock it too). */
async function lockAccount(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw new NotFoundError(ACCOUNT_GONE);
  return row;
}

/** Switches a Free account to Premium for the period the payment provider grants (a month for the demonstration). */
export async function upgradeToPremium(db: Db, payments: PaymentProvider, userId: string, now = new Date()): Promise<UpgradeResponse> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const paidFeatures = await isPaidFeaturesEnabled(tx);
    if (!paidFeatures) throw new ConflictError('Plans are switched off at the moment: every account has unlimited matches, so there is nothing to upgrade to.');
    if (isPremium(account, now)) {
      throw new ConflictError(
        account.subscriptionExpiresAt ? `You already have Premium until ${formatLongDate(account.subscriptionExpiresAt)}.` : 'You already have Premium.',
      );
    }
    const charge = await payments.startPremium({ userId, email: account.email }, now);
    const [upgraded] = await tx
      .update(users)
      .set({ subscriptionStatus: 'PREMIUM', subscriptionExpiresAt: charge.expiresAt, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return {
      message: UPGRADE_SUCCESS_MESSAGE,
      subscription: toSubscriptionStatus(upgraded!, paidFeatures, now),
      payment: { mode: payments.mode, card_charged: charge.cardCharged, note: charge.note },
    };
  });
}

/** Ends Premium at once: the account is Free again, and matches already used count against the Free limit. */
export async function cancelPremium(db: Db, payments: PaymentProvider, userId: string, now = new Date()): Promise<CancelResponse> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!isPremium(account, now)) throw new ConflictError('You are on the Free plan, so there is no Premium plan to cancel.');
    await payments.stopPremium({ userId, email: account.email }, now);
    const [cancelled] = await tx
      .update(users)
      .set({ subscriptionStatus: 'FREE', subscriptionExpiresAt: null, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return {
      message: 'Your Premium plan has been cancelled. You are on the Free plan now.',
      subscription: toSubscriptionStatus(cancelled!, await isPaidFeaturesEnabled(tx), now),
    };
  });
}
