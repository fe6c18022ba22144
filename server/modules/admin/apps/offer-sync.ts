import { eq } from 'drizzle-orm';
import { formatReward } from '#contract/shared/money.ts';
import type { Tx } from '#server/db/client.ts';
import { referralOffers } from '#server/db/schema.ts';
import type { AppRow } from '#server/modules/apps/dto.ts';

/** "Get £10 when you join Monzo", from the referee's reward. */
function offerTitleFor(app: AppRow): string {
  const reward = formatReward({ amountPence: app.refereeRewardAmountPence, minPence: app.refereeRewardMinPence, maxPence: app.refereeRewardMaxPence });
  return reward && reward !== '£0' ? `Get ${reward} when you join ${app.name}` : `Join ${app.name} with a referral`;
}

/** The offer every app created here starts with (referral_offers[0]). */
export async function createOfferFor(tx: Tx, app: AppRow): Promise<void> {
  await tx.insert(referralOffers).values({
    appId: app.id,
    title: offerTitleFor(app),
    description: app.description,
    conditions: app.termsConditions,
    expiryDate: app.expiryDate,
    isActive: app.isActive,
  });
}

function refereeRewardChanged(before: AppRow, after: AppRow): boolean {
  return (
    before.name !== after.name ||
    before.refereeRewardAmountPence !== after.refereeRewardAmountPence ||
    before.refereeRewardMinPence !== after.refereeRewardMinPence ||
    before.refereeRewardMaxPence !== after.refereeRewardMaxPence
  );
}

/**
 * Keeps an app's offers in step with it: active state and expiry always; the title when the
 * referee's reward or the name changes, the conditions when the terms do. Hand-written titles
 * (the seeded catalogue's) stay until then.
 */
export async function syncOffersWith(tx: Tx, before: AppRow, after: AppRow): Promise<void> {
  const existing = await tx.select({ id: referralOffers.id }).from(referralOffers).where(eq(referralOffers.appId, after.id)).limit(1);
  if (existing.length === 0) return createOfferFor(tx, after);
  await tx
    .update(referralOffers)
    .set({
      isActive: after.isActive,
      expiryDate: after.expiryDate,
      ...(refereeRewardChanged(before, after) ? { title: offerTitleFor(after) } : {}),
      ...(before.termsConditions !== after.termsConditions ? { conditions: after.termsConditions } : {}),
      updatedAt: new Date(),
    })
    .where(eq(referralOffers.appId, after.id));
}
