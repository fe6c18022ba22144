import { FormProvider } from 'react-hook-form';
import type { AppFormBody } from '#contract/admin/apps/schema.ts';
import { APP_CATEGORIES } from '#contract/apps/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { CheckboxField, SelectField, TextareaField } from '#web/features/admin/shared/form-controls.tsx';
import { offerFormSchema, type OfferFormValues } from './form-values.ts';
import { LogoField } from './logo-field.tsx';
import { MaxUsesFieldset } from './max-uses-fieldset.tsx';
import { moneyInputProps, RewardFieldset } from './reward-fieldset.tsx';

const CATEGORY_OPTIONS = APP_CATEGORIES.map((category) => ({ value: category, label: category.charAt(0).toUpperCase() + category.slice(1) }));

type OfferFormProps = {
  initial: OfferFormValues;
  /** The edit form has the Active checkbox (admin-side.md §2); new offers start active. */
  showActive: boolean;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (body: AppFormBody) => void;
  onCancel?: () => void;
};

/**
 * The offer form, for Add New Offer and for Edit: the §5 rules checked on submit with the server's
 * own schema; a refused submit focuses the first field, in the order they appear, that needs fixing.
 */
export function OfferForm({ initial, showActive, submitLabel, busyLabel, busy, onSubmit, onCancel }: OfferFormProps) {
  const form = useSchemaForm(offerFormSchema, initial);
  const { field, register, handleSubmit } = form;
  const submit = handleSubmit((body) => onSubmit(body));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <SelectField label="Category" options={CATEGORY_OPTIONS} {...register('category')} />
          <TextareaField label="Description" required className="sm:col-span-2" {...field('description')} />
          <TextField label="App URL" type="url" required placeholder="https://" {...field('app_url')} />
          <TextField label="Offer URL (optional)" type="url" placeholder="https://" {...field('offer_url')} />
          <LogoField />
          <TextField
            label="Referral link domains"
            className="sm:col-span-2"
            hint="Links people share must be on one of these (or a subdomain), separated by commas. Empty: the App URL's and Offer URL's domains."
            placeholder="monzo.com, monzo.me"
            {...field('referral_link_domains')}
          />
          <TextField
            label="Referral link format (optional)"
            className="sm:col-span-2"
            hint="The programme's own link with {code} where the code goes, so codes are read from it first. * stands for any one part of the path."
            placeholder="https://revolut.com/referral/?referral-code={code}"
            autoComplete="off"
            spellCheck={false}
            {...field('referral_link_format')}
          />
        </div>

        <div className="grid gap-4 lg:grid-cols-2">
          <RewardFieldset party="referrer" />
          <RewardFieldset party="referee" />
        </div>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField label="Qualifying spend (£, optional)" {...moneyInputProps} {...field('qualifying_spend_amount_pence')} />
          <TextField
            label="Reward waiting period (days)"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            hint="25 days is shown when empty"
            {...field('reward_waiting_period_days')}
          />
          <TextField label="Offer expiry (days)" type="number" inputMode="numeric" min="0" step="1" {...field('offer_expiry_days')} />
          <TextField label="Expiry date" type="date" hint="The offer ends at 23:59:59 UK time that day" {...field('expiry_date')} />
        </div>

        <MaxUsesFieldset />

        <TextField
          label="Referrer monthly cap"
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          hint="The most referrals the programme allows one referrer in a calendar month, if it publishes a limit (Freetrade allows 10). A sharer who reaches it is left out of the rotation until the 1st. Empty: no cap."
          className="max-w-xl"
          inputClassName="max-w-48"
          {...field('referrer_monthly_cap')}
        />

        <TextareaField label="Terms and conditions (optional)" rows={4} {...field('terms_conditions')} />

        <div className="flex flex-col gap-3">
          <CheckboxField label="Requires a referral code" {...register('requires_referral_code')} />
          {showActive && <CheckboxField label="Active" hint="Active offers are listed in the public catalogue" {...register('is_active')} />}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
