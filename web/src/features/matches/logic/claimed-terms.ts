import type { Match } from '#contract/matches/schema.ts';
import type { MatchRole } from '#contract/matches/rules.ts';
import { OFFER_TERMS_PART_LABEL, offerTermsPartWords, type OfferTerms, type OfferTermsPart } from '#contract/matches/terms.ts';

type Figure = Exclude<OfferTermsPart, 'terms_conditions'>;

/** One figure of the offer as claimed: its words then, and its words now when it has changed since (else null). */
type ClaimedFigure = { part: Figure; label: string; atClaim: string; now: string | null };

export type ClaimedTerms = {
  figures: ClaimedFigure[];
  /** The app's terms and conditions when claimed (null when it had published none), and whether they have changed since. */
  conditions: { text: string | null; changed: boolean };
  /** The words beside a part that has changed, as the viewer stands: the referee claimed; the referrer's code was claimed. */
  changedWords: string;
};

/** The app's figures now, as the match carries them (its brief has no terms and conditions: the server says whether they changed). */
function figuresNow(match: Match): OfferTerms {
  const { app } = match;
  return {
    referrer_reward_amount_pence: app.referrer_reward_amount_pence,
    referee_reward_amount_pence: app.referee_reward_amount_pence,
    referrer_reward_min_pence: app.referrer_reward_min_pence,
    referrer_reward_max_pence: app.referrer_reward_max_pence,
    referee_reward_min_pence: app.referee_reward_min_pence,
    referee_reward_max_pence: app.referee_reward_max_pence,
    qualifying_spend_amount_pence: app.qualifying_spend_amount_pence,
    reward_waiting_period_days: app.reward_waiting_period_days,
    terms_conditions: null,
  };
}

const rewardOf = (role: MatchRole): Figure => (role === 'referrer' ? 'referrer_reward' : 'referee_reward');

/**
 * The offer a match was claimed on, as its card shows it: the viewer's reward first, then the other
 * party's, the qualifying spend and the waiting period, each with what it is now where it has
 * changed since (`terms_changed_since_claim`, the server's rule); then the terms and conditions.
 */
export function claimedTerms(match: Match): ClaimedTerms {
  const changed = new Set<OfferTermsPart>(match.terms_changed_since_claim);
  const now = figuresNow(match);
  const other: MatchRole = match.role === 'referrer' ? 'referee' : 'referrer';
  const parts: Figure[] = [rewardOf(match.role), rewardOf(other), 'qualifying_spend', 'reward_waiting_period'];
  return {
    figures: parts.map((part) => ({
      part,
      label: `${OFFER_TERMS_PART_LABEL[part]}${part === rewardOf(match.role) ? ' (you)' : ''}`,
      atClaim: offerTermsPartWords(match.terms_at_claim, part),
      now: changed.has(part) ? offerTermsPartWords(now, part) : null,
    })),
    conditions: { text: match.terms_at_claim.terms_conditions?.trim() || null, changed: changed.has('terms_conditions') },
    changedWords: match.role === 'referee' ? 'changed since you claimed' : 'changed since it was claimed',
  };
}
