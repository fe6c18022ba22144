import { ANALYTICS_WEEKS, monthsUpTo, REWARD_MONTHS, weekStarts } from '#contract/analytics/rules.ts';
import type { AnalyticsSummary } from '#contract/analytics/schema.ts';

const CLAIMS = [1, 0, 2, 1, 3, 2, 2, 4, 3, 5, 4, 6];
const EARNED_PENCE = [0, 0, 2000, 0, 2500, 4000, 2000, 6500, 4500, 9000, 6000, 11000];

/** Made-up apps, named so nobody takes them for real ones. */
const EXAMPLE_APPS = ['Example Bank', 'Sample Invest', 'Demo Shop'].map((name, index) => ({
  app_id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  app_name: name,
}));
const [bank, invest, shop] = EXAMPLE_APPS as [(typeof EXAMPLE_APPS)[number], (typeof EXAMPLE_APPS)[number], (typeof EXAMPLE_APPS)[number]];

/**
 * The made-up analytics a Free person sees while paid features are on, shaped as the real answer so
 * the screen shows exactly what Premium would; the weeks and months end at `now`. Never read from
 * the server.
 */
export function exampleSummary(now: Date): AnalyticsSummary {
  const weeks = weekStarts(now, ANALYTICS_WEEKS.fallback);
  const months = monthsUpTo(now, REWARD_MONTHS);
  const due = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
  return {
    weeks: weeks.length,
    generated_at: now.toISOString(),
    as_referrer: {
      claims_per_week: weeks.map((week_start, index) => ({ week_start, claims: CLAIMS[index] ?? 0 })),
      funnel: [
        { ...bank, claimed: 18, sign_up_marked: 14, reward_confirmed: 11, cancelled_or_expired: 3 },
        { ...invest, claimed: 9, sign_up_marked: 6, reward_confirmed: 4, cancelled_or_expired: 2 },
        { ...shop, claimed: 6, sign_up_marked: 5, reward_confirmed: 5, cancelled_or_expired: 1 },
      ],
      rewards_per_app: [
        { ...bank, rewards: 11, earned_pence: 27500 },
        { ...invest, rewards: 4, earned_pence: 20000 },
        { ...shop, rewards: 5, earned_pence: 7500 },
      ],
      rewards_per_month: months.map((month, index) => ({
        month,
        rewards: Math.round((EARNED_PENCE[index] ?? 0) / 2000),
        earned_pence: EARNED_PENCE[index] ?? 0,
      })),
      days_to_reward: [
        { ...bank, mine_median_days: 12.5, mine_rewards: 11, marketplace_median_days: 16, marketplace_rewards: 240 },
        { ...invest, mine_median_days: 31, mine_rewards: 4, marketplace_median_days: 27.5, marketplace_rewards: 96 },
        { ...shop, mine_median_days: 6, mine_rewards: 5, marketplace_median_days: 9, marketplace_rewards: 180 },
      ],
      rotation: [
        { code_id: '00000000-0000-4000-8000-000000000011', ...bank, code: 'EXAMPLE1', place: 1 },
        { code_id: '00000000-0000-4000-8000-000000000012', ...invest, code: 'SAMPLE22', place: 4 },
        { code_id: '00000000-0000-4000-8000-000000000013', ...shop, code: 'DEMO333', place: null },
      ],
    },
    as_referee: {
      received: [
        { ...shop, rewards: 1, received_pence: 1500 },
        { ...bank, rewards: 1, received_pence: 1000 },
      ],
      received_total_pence: 2500,
      pending: [
        { match_id: '00000000-0000-4000-8000-000000000021', ...invest, expected_min_pence: 2000, expected_max_pence: 5000, due_at: due(9), overdue: false },
      ],
      pending_count: 1,
    },
  };
}
