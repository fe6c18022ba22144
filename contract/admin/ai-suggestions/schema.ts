import { z } from 'zod';
import { app, appCategory, rewardFields } from '#contract/apps/schema.ts';
import { addRewardIssues, MAX_DAYS, optionalWebUrl, rewardInputShape, webUrl } from '../apps/schema.ts';
import { expiryDateInput } from '../schema.ts';
import { SUGGESTION_SOURCES } from '../rules.ts';

function days(label: string) {
  return z
    .number({ error: `${label} must be a number of days` })
    .int()
    .min(0, `${label} cannot be negative`)
    .max(MAX_DAYS)
    .nullish();
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
  ...rewardInputShape,
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

/** A stored suggestion, as the AI Discovery panel lists it (admin-side.md §3). */
export const aiSuggestion = app
  .pick({
    name: true,
    description: true,
    logo_url: true,
    category: true,
    reward_waiting_period_days: true,
    expiry_date: true,
    offer_expiry_days: true,
    requires_referral_code: true,
    app_url: true,
    offer_url: true,
    terms_conditions: true,
    created_at: true,
  })
  .extend({
    id: z.uuid(),
    /** The AI service's own confidence; meaningful only for a suggestion it made (`source` AI), and not shown otherwise. */
    confidence: z.number().min(0).max(1),
    source: z.enum(SUGGESTION_SOURCES),
    ...rewardFields.shape,
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
