import { inEarlyAccess, opensToEveryoneText } from '#contract/apps/rules.ts';
import { PaymentRequiredError } from '#server/lib/errors.ts';
import type { AppRow } from '../apps/dto.ts';
import { isPremium, type PlanFields } from '../subscription/plan.ts';

/** A Free member's claim of an app still in its early access: they may claim it once it opens to everyone. */
export class EarlyAccessError extends PaymentRequiredError {}

/** With paid features on, an app in its early access is open to Premium members only. */
export function assertOpenTo(referee: PlanFields, app: AppRow, paidFeatures: boolean): void {
  if (paidFeatures && app.opensToAllAt && inEarlyAccess(app.opensToAllAt) && !isPremium(referee)) {
    throw new EarlyAccessError(opensToEveryoneText(app.opensToAllAt));
  }
}

