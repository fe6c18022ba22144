import { useState, type FormEvent } from 'react';
import { appFormBody, type AppFormInput, type RewardParty } from '../../../../../../contract/admin-apps.ts';
import { APP_CATEGORIES } from '../../../../../../contract/apps.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { fieldErrorsOf, focusField } from '../../../../lib/field-errors.ts';
import { CheckboxField, SelectField, TextareaField } from '../../shared/form-controls.tsx';
import { appBodyOf, withMoney, withoutRange, type MoneyField, type OfferFormValues } from './form-values.ts';
import { MaxUsesFieldset } from './max-uses-fieldset.tsx';
import { moneyInputProps, RewardFieldset } from './reward-fieldset.tsx';

const CATEGORY_OPTIONS = APP_CATEGORIES.map((category) => ({ value: category, label: category.charAt(0).toUpperCase() + category.slice(1) }));

/** Where focus goes first when several fields need fixing: the order they appear in. */
const FIELD_ORDER = [
  'name',
  'category',
  'description',
  'app_url',
  'offer_url',
  'referrer_reward_amount_pence',
  'referrer_reward_min_pence',
  'referrer_reward_max_pence',
  'referee_reward_amount_pence',
  'referee_reward_min_pence',
  'referee_reward_max_pence',
  'qualifying_spend_amount_pence',
  'max_uses_per_user',
  'reward_waiting_period_days',
  'offer_expiry_days',
  'expiry_date',
  'terms_conditions',
] as const;

type OfferFormProps = {
  initial: OfferFormValues;
  /** The edit form has the Active checkbox (admin-side.md §2); new offers start active. */
  showActive: boolean;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (body: AppFormInput) => void;
  onCancel?: () => void;
};

/** The offer form, for Add New Offer and for Edit: the §5 rules checked here with the server's own schema. */
export function OfferForm({ initial, showActive, submitLabel, busyLabel, busy, onSubmit, onCancel }: OfferFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  function set<Field extends keyof OfferFormValues>(field: Field, value: OfferFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function setMoney(field: MoneyField, text: string) {
    setValues((current) => withMoney(current, field, text));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function clearRange(party: RewardParty) {
    setValues((current) => withoutRange(current, party));
    setErrors((current) => ({ ...current, [`${party}_reward_min_pence`]: undefined, [`${party}_reward_max_pence`]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = appBodyOf(values);
    const parsed = appFormBody.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf<string>(parsed.error);
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) focusField(event.currentTarget, first);
      return;
    }
    setErrors({});
    onSubmit(body);
  }

  const text = (field: 'name' | 'app_url' | 'offer_url' | 'reward_waiting_period_days' | 'offer_expiry_days' | 'expiry_date') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="off" {...text('name')} />
        <SelectField label="Category" name="category" options={CATEGORY_OPTIONS} value={values.category} onChange={(event) => set('category', event.target.value as OfferFormValues['category'])} />
        <TextareaField
          label="Description"
          name="description"
          required
          className="sm:col-span-2"
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <TextField label="App URL" type="url" required placeholder="https://" {...text('app_url')} />
        <TextField label="Offer URL (optional)" type="url" placeholder="https://" {...text('offer_url')} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <RewardFieldset party="referrer" values={values} errors={errors} onMoney={setMoney} onClearRange={clearRange} />
        <RewardFieldset party="referee" values={values} errors={errors} onMoney={setMoney} onClearRange={clearRange} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Qualifying spend (£, optional)"
          name="qualifying_spend_amount_pence"
          {...moneyInputProps}
          value={values.qualifying_spend_amount_pence}
          error={errors.qualifying_spend_amount_pence}
          onChange={(event) => setMoney('qualifying_spend_amount_pence', event.target.value)}
        />
        <TextField label="Reward waiting period (days)" type="number" inputMode="numeric" min="0" step="1" hint="25 days is shown when empty" {...text('reward_waiting_period_days')} />
        <TextField label="Offer expiry (days)" type="number" inputMode="numeric" min="0" step="1" {...text('offer_expiry_days')} />
        <TextField label="Expiry date" type="date" hint="The offer ends at 23:59:59 UK time that day" {...text('expiry_date')} />
      </div>

      <MaxUsesFieldset values={values} error={errors.max_uses_per_user} onMode={(mode) => set('max_uses_mode', mode)} onCount={(count) => set('max_uses_per_user', count)} />

      <TextareaField
        label="Terms and conditions (optional)"
        name="terms_conditions"
        rows={4}
        value={values.terms_conditions}
        error={errors.terms_conditions}
        onChange={(event) => set('terms_conditions', event.target.value)}
      />

      <div className="flex flex-col gap-3">
        <CheckboxField label="Requires a referral code" name="requires_referral_code" checked={values.requires_referral_code} onChange={(checked) => set('requires_referral_code', checked)} />
        {showActive && <CheckboxField label="Active" name="is_active" hint="Active offers are listed in the public catalogue" checked={values.is_active} onChange={(checked) => set('is_active', checked)} />}
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
  );
}
