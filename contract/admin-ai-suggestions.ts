import { z } from 'zod';
import { appCategory } from './apps.ts';
import { isoDateTime } from './common.ts';
import { addRewardIssues, MAX_DAYS, optionalWebUrl, penceField, webUrl } from './admin-apps.ts';
import { expiryDateInput } from './admin-london-time.ts';

function days(label: string) {
  return z.number({ error: `${label} must be a number of days` }).int().min(0, `${label} cannot be negative`).max(MAX_DAYS).nullish();
}

/** The fields of a proposed app, each checked on its own. */
export const aiSuggestionCandidateFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  description: z.string().trim().min(1, 'Description is required').max(2000),
  category: appCategory.catch('other'),
  confidence: z.number({ error: 'Confidence must be a number between 0 and 1' }).min(0, 'Confidence must be at least 0').max(1, 'Confidence must be at most 1'),
  logo_url: optionalWebUrl('Logo URL'),
  app_url: webUrl('App URL'),
  offer_url: optionalWebUrl('Offer URL'),
  referrer_reward_amount_pence: penceField('Referrer reward').nullish(),
  referee_reward_amount_pence: penceField('Referee reward').nullish(),
  referrer_reward_min_pence: penceField('Referrer minimum reward').nullish(),
  referrer_reward_max_pence: penceField('Referrer maximum reward').nullish(),
  referee_reward_min_pence: penceField('Referee minimum reward').nullish(),
  referee_reward_max_pence: penceField('Referee maximum reward').nullish(),
  qualifying_spend_amount_pence: penceField('Qualifying spend').nullish(),
  reward_waiting_period_days: days('Reward waiting period'),
  offer_expiry_days: days('Offer expiry days'),
  expiry_date: expiryDateInput.nullish(),
  requires_referral_code: z.boolean().default(true),
  terms_conditions: z.string().trim().max(5000).nullish(),
});

/**
 * An app a discovery provider proposes, before it is stored: the same rules as the offer form,
 * plus a confidence between 0 and 1. Whatever a provider answers is checked against this.
 */
export const aiSuggestionCandidate = aiSuggestionCandidateFields.superRefine(addRewardIssues);
export type AiSuggestionCandidate = z.infer<typeof aiSuggestionCandidate>;

const pence = z.number().int().nullable();

/** A stored suggestion, as the AI Discovery panel lists it (admin-side.md §3). */
export const aiSuggestion = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    logo_url: z.string().nullable(),
    category: appCategory,
    confidence: z.number().min(0).max(1),
    referrer_reward_amount_pence: pence,
    referee_reward_amount_pence: pence,
    referrer_reward_min_pence: pence,
    referrer_reward_max_pence: pence,
    referee_reward_min_pence: pence,
    referee_reward_max_pence: pence,
    qualifying_spend_amount_pence: pence,
    reward_waiting_period_days: z.number().int().nullable(),
    expiry_date: isoDateTime.nullable(),
    offer_expiry_days: z.number().int().nullable(),
    requires_referral_code: z.boolean(),
    app_url: z.string(),
    offer_url: z.string().nullable(),
    terms_conditions: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AiSuggestion' });
export type AiSuggestion = z.infer<typeof aiSuggestion>;

export const NO_NEW_SUGGESTIONS_MESSAGE = 'No new suggestions found. All suggestions are already in the list.';

/** The toast a refresh answers with (admin-side.md §8). */
export function refreshMessage(added: number): string {
  return added === 0 ? NO_NEW_SUGGESTIONS_MESSAGE : `Added ${added} new AI suggestions!`;
}

/** POST /api/admin/ai-suggestions/refresh: how many were added, the sentence saying so, and the new ones. */
export const aiSuggestionRefreshResult = z
  .object({ added: z.number().int().min(0), message: z.string(), suggestions: z.array(aiSuggestion) })
  .meta({ id: 'AiSuggestionRefreshResult' });
export type AiSuggestionRefreshResult = z.infer<typeof aiSuggestionRefreshResult>;
