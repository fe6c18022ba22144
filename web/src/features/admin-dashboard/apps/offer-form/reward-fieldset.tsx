import type { RewardParty } from '../../../../../../contract/admin-apps.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { fixedInUse, rangeInUse, type MoneyField, type OfferFormValues } from './form-values.ts';

type RewardFieldsetProps = {
  party: RewardParty;
  values: OfferFormValues;
  errors: Partial<Record<string, string>>;
  onMoney: (field: MoneyField, text: string) => void;
  onClearRange: (party: RewardParty) => void;
};

const LEGEND: Record<RewardParty, string> = { referrer: 'Referrer reward', referee: 'Referee reward' };

/** Money inputs in pounds, to the penny. */
export const moneyInputProps = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

/**
 * One party's reward: a fixed amount or a min-max range (admin-side.md §5). A range value sets the
 * fixed amount to 0 and disables it; a fixed amount above 0 disables the range.
 */
export function RewardFieldset({ party, values, errors, onMoney, onClearRange }: RewardFieldsetProps) {
  const ranged = rangeInUse(values, party);
  const fixed = fixedInUse(values, party);
  const amount = `${party}_reward_amount_pence` as const;
  const min = `${party}_reward_min_pence` as const;
  const max = `${party}_reward_max_pence` as const;

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{LEGEND[party]}</legend>
      <p className="text-sm text-slate-600">A fixed amount, or a range from which a random amount is paid.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField
          label="Fixed amount (£)"
          name={amount}
          {...moneyInputProps}
          value={values[amount]}
          disabled={ranged}
          hint={ranged ? 'Set to £0 while a range is given' : undefined}
          error={errors[amount]}
          onChange={(event) => onMoney(amount, event.target.value)}
        />
        <TextField
          label="Minimum (£)"
          name={min}
          {...moneyInputProps}
          value={values[min]}
          disabled={fixed}
          error={errors[min]}
          onChange={(event) => onMoney(min, event.target.value)}
        />
        <TextField
          label="Maximum (£)"
          name={max}
          {...moneyInputProps}
          value={values[max]}
          disabled={fixed}
          error={errors[max]}
          onChange={(event) => onMoney(max, event.target.value)}
        />
      </div>
      {ranged && (
        <Button variant="ghost" className="mt-3" onClick={() => onClearRange(party)}>
          Clear Range<span className="sr-only"> of the {party} reward</span>
        </Button>
      )}
    </fieldset>
  );
}
