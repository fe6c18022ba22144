import { useId } from 'react';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { OfferFormValues } from './form-values.ts';

type MaxUsesFieldsetProps = {
  values: OfferFormValues;
  error?: string;
  onMode: (mode: OfferFormValues['max_uses_mode']) => void;
  onCount: (text: string) => void;
};

/** How many times one person may use this app's offer: a whole number from 1, or unlimited (sent as null). */
export function MaxUsesFieldset({ values, error, onMode, onCount }: MaxUsesFieldsetProps) {
  const name = useId();
  const limited = values.max_uses_mode === 'limited';
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-800">Max uses per user</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['limited', 'unlimited'] as const).map((mode) => (
          <label key={mode} className="inline-flex items-center gap-2 text-slate-800">
            <input type="radio" name={name} value={mode} checked={values.max_uses_mode === mode} onChange={() => onMode(mode)} className="size-5 accent-indigo-600" />
            {mode === 'limited' ? 'Limited' : 'Unlimited'}
          </label>
        ))}
      </div>
      <TextField
        label="Uses per user"
        name="max_uses_per_user"
        type="number"
        inputMode="numeric"
        min="1"
        step="1"
        value={limited ? values.max_uses_per_user : ''}
        disabled={!limited}
        error={error}
        onChange={(event) => onCount(event.target.value)}
        className="max-w-48"
      />
    </fieldset>
  );
}
