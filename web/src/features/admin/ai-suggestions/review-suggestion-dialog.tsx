import type { AiSuggestion } from '#contract/admin/ai-suggestions/schema.ts';
import type { AppFormBody } from '#contract/admin/apps/schema.ts';
import { londonDateOf } from '#contract/admin/rules.ts';
import { isStoredLogoPath } from '#contract/logos/rules.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { OfferForm } from '../shared/offer-form/offer-form.tsx';
import { EMPTY_OFFER_FORM, poundsText, type OfferFormValues } from '../shared/offer-form/form-values.ts';

/** The offer form filled in from a suggestion: what would go live, to check and edit first. */
function suggestionFormValues(suggestion: AiSuggestion): OfferFormValues {
  const logo = suggestion.logo_url ?? '';
  return {
    ...EMPTY_OFFER_FORM,
    name: suggestion.name,
    description: suggestion.description,
    category: suggestion.category,
    app_url: suggestion.app_url,
    offer_url: suggestion.offer_url ?? '',
    logo_stored: isStoredLogoPath(logo) ? logo : '',
    logo_url: isStoredLogoPath(logo) ? '' : logo,
    referrer_reward_amount_pence: poundsText(suggestion.referrer_reward_amount_pence),
    referrer_reward_min_pence: poundsText(suggestion.referrer_reward_min_pence),
    referrer_reward_max_pence: poundsText(suggestion.referrer_reward_max_pence),
    referee_reward_amount_pence: poundsText(suggestion.referee_reward_amount_pence),
    referee_reward_min_pence: poundsText(suggestion.referee_reward_min_pence),
    referee_reward_max_pence: poundsText(suggestion.referee_reward_max_pence),
    reward_waiting_period_days: suggestion.reward_waiting_period_days === null ? '' : String(suggestion.reward_waiting_period_days),
    offer_expiry_days: suggestion.offer_expiry_days === null ? '' : String(suggestion.offer_expiry_days),
    expiry_date: suggestion.expiry_date ? londonDateOf(new Date(suggestion.expiry_date)) : '',
    terms_conditions: suggestion.terms_conditions ?? '',
    requires_referral_code: suggestion.requires_referral_code,
  };
}

type ReviewSuggestionDialogProps = {
  suggestion: AiSuggestion | null;
  busy: boolean;
  onPublish: (suggestion: AiSuggestion, reviewed: AppFormBody) => void;
  onClose: () => void;
};

/**
 * Activate, asked first: the suggestion's name, rewards, terms and links in the offer form, to check
 * and correct before it goes into the live catalogue for every member.
 */
export function ReviewSuggestionDialog({ suggestion, busy, onPublish, onClose }: ReviewSuggestionDialogProps) {
  return (
    <Dialog
      open={suggestion !== null}
      onClose={() => !busy && onClose()}
      title={suggestion ? `Review ${suggestion.name} before it goes live` : 'Review the suggestion'}
      description="Publishing adds it to the live catalogue for every member at once. Check its rewards, terms and links against the programme’s own page, and correct anything that is out of date."
      size="lg"
    >
      {suggestion && (
        <OfferForm
          initial={suggestionFormValues(suggestion)}
          showActive={false}
          submitLabel="Publish to the catalogue"
          busyLabel="Publishing..."
          busy={busy}
          onSubmit={(reviewed) => onPublish(suggestion, reviewed)}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
