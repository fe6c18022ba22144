import { useFormContext, useWatch } from 'react-hook-form';
import type { AppFormBody } from '#contract/admin/apps/schema.ts';
import type { RewardRole } from '#contract/apps/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldProps } from '#web/lib/use-schema-form.ts';
import { FIXED_AMOUNT_WITH_RANGE, fixedInUse, rangeInUse, rewardFieldNames, type OfferFormValues } from './form-values.ts';

const LEGEND: Record<RewardRole, string> = { referrer: 'Referrer reward', referee: 'Referee reward' };

/** Money inputs in pounds, to the penny. */
export const moneyInputProps = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

/**
 * One party's reward: a fixed amount or a min-max range (admin-side.md §5). A range value sets the
 * fixed amount to 0 and disables it; a fixed amount above 0 disables the range.
 */
export function RewardFieldset({ party }: { party: RewardRole }) {
  const form = useFormContext<OfferFormValues, unknown, AppFormBody>();
  const names = rewardFieldNames(party);
  const [amountText, minText, maxText] = useWatch({ control: form.control, name: [names.amount, names.min, names.max] });
  const ranged = rangeInUse(minText, maxText);
  const fixed = fixedInUse(amountText);

  const onRangeEdit = (event: { target: { value: string } }) => {
    if (event.target.value.trim() !== '') form.setValue(names.amount, FIXED_AMOUNT_WITH_RANGE);
  };

  function clearRange() {
    form.setValue(names.min, '');
    form.setValue(names.max, '');
    form.clearErrors([names.min, names.max]);
  }

  return (
    <fieldset className="rounded-xl border border-neutral-200 p-4">
      <legend className="px-1 font-semibold text-neutral-900">{LEGEND[party]}</legend>
      <p className="text-sm text-neutral-600">A fixed amount, or a range from which a random amount is paid.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField
          label="Fixed amount (£)"
          {...moneyInputProps}
          {...fieldProps(form, names.amount)}
          disabled={ranged}
          hint={ranged ? 'Set to £0 while a range is given' : undefined}
        />
        <TextField label="Minimum (£)" {...moneyInputProps} {...fieldProps(form, names.min, onRangeEdit)} disabled={fixed} />
        <TextField label="Maximum (£)" {...moneyInputProps} {...fieldProps(form, names.max, onRangeEdit)} disabled={fixed} />
      </div>
      {ranged && (
        <Button variant="ghost" className="mt-3" onClick={clearRange}>
          Clear Range<span className="sr-only"> of the {party} reward</span>
        </Button>
      )}
    </fieldset>
  );
}
