/** The fields whose presence makes a programme's data complete enough to activate as it is. */
type ProgrammeData = {
  offer_url?: string | null;
  referrer_reward_amount_pence?: number | null;
  referrer_reward_max_pence?: number | null;
  referee_reward_amount_pence?: number | null;
  referee_reward_max_pence?: number | null;
  terms_conditions?: string | null;
  reward_waiting_period_days?: number | null;
  offer_expiry_days?: number | null;
  /** YYYY-MM-DD: when the figures were last checked against the provider's own terms. */
  last_checked: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Checked within this many days: fully current. */
const FRESH_DAYS = 90;
/** Checked this many days ago or longer: no credit for currency at all. */
const STALE_DAYS = 730;
const COMPLETENESS_WEIGHT = 0.6;

const hasReward = (amount?: number | null, max?: number | null) => (amount ?? 0) > 0 || (max ?? 0) > 0;

/** The share (0-1) of the six facts an offer needs that the data gives. */
export function completenessOf(data: ProgrammeData): number {
  const facts = [
    Boolean(data.offer_url),
    hasReward(data.referrer_reward_amount_pence, data.referrer_reward_max_pence),
    hasReward(data.referee_reward_amount_pence, data.referee_reward_max_pence),
    Boolean(data.terms_conditions?.trim()),
    data.reward_waiting_period_days !== null && data.reward_waiting_period_days !== undefined,
    data.offer_expiry_days !== null && data.offer_expiry_days !== undefined,
  ];
  return facts.filter(Boolean).length / facts.length;
}

/** 1 when checked in the last 90 days, falling in a straight line to 0 at two years. */
export function currencyOf(lastChecked: string, now: Date): number {
  const ageDays = (now.getTime() - new Date(`${lastChecked}T00:00:00Z`).getTime()) / DAY_MS;
  if (ageDays <= FRESH_DAYS) return 1;
  if (ageDays >= STALE_DAYS) return 0;
  return 1 - (ageDays - FRESH_DAYS) / (STALE_DAYS - FRESH_DAYS);
}

/** Confidence 0-1: 60% how complete the data is, 40% how recently it was checked; two decimals. */
export function confidenceOf(data: ProgrammeData, now: Date): number {
  const score = COMPLETENESS_WEIGHT * completenessOf(data) + (1 - COMPLETENESS_WEIGHT) * currencyOf(data.last_checked, now);
  return Math.round(score * 100) / 100;
}
