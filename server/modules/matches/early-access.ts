import { opensToEveryoneText } from '#contract/apps/rules.ts';
import { PaymentRequiredError } from '#server/lib/errors.ts';
import { isPremiumSqlText } from '../subscription/plan.ts';

/** A Free member's claim of an app still in its early access: they may claim it once it opens to everyone. */
export class EarlyAccessError extends PaymentRequiredError {
  constructor(opensToAllAt: Date | string) {
    super(opensToEveryoneText(opensToAllAt));
  }
}

/**
 * With paid features on, an app in its early access (contract/apps/rules.ts, `inEarlyAccess`) is
 * open to Premium members only. In SQL, for the claim's function (claim-function.ts): `referee` a
 * users alias, `app` an apps alias, `paidFeatures` an SQL boolean; true when the referee is refused.
 */
export function closedInEarlyAccessSqlText(referee: string, app: string, paidFeatures: string): string {
  if (!/^[a-z_]+$/.test(app)) throw new Error(`Not a table alias: ${app}`);
  return `(${paidFeatures} AND ${app}.opens_to_all_at IS NOT NULL AND ${app}.opens_to_all_at > now() AND NOT ${isPremiumSqlText(referee)})`;
}
