import { CATEGORY_NAMES, DEFAULT_WAITING_PERIOD_DAYS, refereeRewardRange, referrerRewardRange, type RewardFields } from '#contract/apps/rules.ts';
import type { AppPage } from '#contract/apps/schema.ts';
import { claimExpiryDays } from '#contract/matches/rules.ts';
import { formatPence, formatPenceRange, type PenceRange } from '#contract/shared/money.ts';

const noReward = (range: PenceRange) => range.maxPence === 0;

/** A party's reward as the page writes it: "£50", "£5-£200", or null when that side gets nothing. */
function rewardText(range: PenceRange): string | null {
  return noReward(range) ? null : formatPenceRange(range);
}

/** What the new customer gets, as the page's title and headline say it: "£50", "£5-£200", or "No" when nothing. */
export function refereeRewardText(fields: RewardFields): string | null {
  return rewardText(refereeRewardRange(fields));
}

export function referrerRewardText(fields: RewardFields): string | null {
  return rewardText(referrerRewardRange(fields));
}

/**
 * The page's title (issue: "{App} referral code: {referee reward} bonus"); an app whose new
 * customers get nothing is still worth a code to its sharers, and says so rather than "£0 bonus".
 */
export function appPageTitle(page: AppPage): string {
  const reward = refereeRewardText(page.app);
  return reward ? `${page.app.name} referral code: ${reward} bonus` : `${page.app.name} referral code`;
}

/** One sentence for search results and link previews: who gets what, and how many codes are ready. */
export function appPageDescription(page: AppPage): string {
  const { app } = page;
  const referee = refereeRewardText(app);
  const gets = referee ? `Get ${referee} when you sign up to ${app.name} with a referral code` : `Sign up to ${app.name} with a referral code`;
  const codes = page.codes_available === 1 ? '1 code ready to claim' : `${page.codes_available} codes ready to claim`;
  return `${gets} from a member of Referral Exchange: ${codes}, free for new customers. ${CATEGORY_NAMES[app.category]} in the UK.`;
}

/** What a new customer must do for the reward, in the order they meet it; each line stands alone. */
export function stepsToReward(app: AppPage['app']): string[] {
  const waiting = app.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS;
  const steps = [`Sign up to ${app.name} with the code within ${claimExpiryDays(app.offer_expiry_days)} days of claiming it.`];
  if (app.qualifying_spend_amount_pence) steps.push(`Spend at least ${formatPence(app.qualifying_spend_amount_pence)} as ${app.name}’s terms ask.`);
  steps.push(`${app.name} pays the reward, usually within ${waiting} days of the sign-up.`);
  return steps;
}

/** A share (0-1) as a whole percentage. */
export function percentText(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** "1 day", "2.5 days". */
export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "the 1 member" reads wrong: "the one member", "the 12 members". */
export function sharersText(count: number): string {
  return count === 1 ? 'the one member' : `the ${count} members`;
}
