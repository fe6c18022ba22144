import { DEFAULT_WAITING_PERIOD_DAYS } from '#contract/apps/rules.ts';
import { claimExpiryDays } from '#contract/matches/rules.ts';
import { formatPence, formatReward } from '#contract/shared/money.ts';
import type { ClaimInstructions, apps } from '#server/db/schema.ts';

type App = typeof apps.$inferSelect;

/**
 * Stands for the code in an app's instruction template: the claim's function (claim-function.ts)
 * puts the claimed code in its place, so the instructions are written here alone.
 */
export const CODE_PLACEHOLDER = '{{referral code}}';

/** The app's instructions with `CODE_PLACEHOLDER` for the code, for the claim's function to fill in. */
export function claimInstructionsTemplate(app: App): ClaimInstructions {
  return buildClaimInstructions(app, CODE_PLACEHOLDER);
}

/** The steps a referee follows to sign up with a referrer's code, written from the app's offer. */
export function buildClaimInstructions(app: App, code: string): ClaimInstructions {
  const steps = [`Open the referral link below, or install ${app.name} from ${app.appUrl}.`, `Sign up for a new ${app.name} account with your own details.`];
  steps.push(
    app.requiresReferralCode
      ? `Enter the referral code ${code} when ${app.name} asks for one.`
      : `There is no code to type: the referral link carries it, so sign up through that link.`,
  );
  if (app.qualifyingSpendAmountPence) {
    const within = app.offerExpiryDays ? ` within ${app.offerExpiryDays} days` : '';
    steps.push(`Make a qualifying spend of at least ${formatPence(app.qualifyingSpendAmountPence)}${within}.`);
  }
  steps.push('Complete any identity checks the app asks for.');
  // The claim's deadline: the sign-up marked within the app's claim expiry, or the code goes back.
  steps.push(`Come back here and press Mark as Sign Up Complete within ${claimExpiryDays(app.offerExpiryDays)} days of claiming, or the claim expires.`);
  // Always a step after marking completion: a cached set of exactly five steps without a
  // qualifying spend is how the screens recognise stale instructions (user-side §4).
  const waitingDays = app.rewardWaitingPeriodDays ?? DEFAULT_WAITING_PERIOD_DAYS;
  steps.push(
    waitingDays === 0
      ? 'When your reward arrives, confirm it here.'
      : `Your reward usually arrives within ${waitingDays} days of qualifying; when it does, confirm it here.`,
  );

  const reward = formatReward({
    amountPence: app.refereeRewardAmountPence,
    minPence: app.refereeRewardMinPence,
    maxPence: app.refereeRewardMaxPence,
  });
  const notes = [
    reward && reward !== '£0' ? `Your reward: ${reward}.` : null,
    waitingDays === 0 ? 'Rewards are usually paid as soon as you qualify.' : `Rewards usually arrive within ${waitingDays} days of qualifying.`,
    `${app.name} sets its rewards and may change them.`,
  ]
    .filter(Boolean)
    .join(' ');
  return { steps, notes, estimated_time: app.qualifyingSpendAmountPence ? 'About 15 minutes' : 'About 10 minutes' };
}
