import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { AppFormBody } from '#contract/admin/apps/schema.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { OfferFormValues } from './form-values.ts';

/** How many times one person may use this app's offer: a whole number from 1, or unlimited (sent as null). */
export function MaxUsesFieldset() {
  const { control, register, clearErrors } = useFormContext<OfferFormValues, unknown, AppFormBody>();
  const limited = useWatch({ control, name: 'max_uses_mode' }) === 'limited';
  // Controlled, so the count reads empty while Unlimited is chosen and comes back when Limited is.
  const { field: count, fieldState } = useController({ control, name: 'max_uses_per_user' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-neutral-800">Max uses per user</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['limited', 'unlimited'] as const).map((mode) => (
          <label key={mode} className="inline-flex items-center gap-2 text-neutral-800">
            <input type="radio" value={mode} {...register('max_uses_mode')} className="size-5 accent-brand-600" />
            {mode === 'limited' ? 'Limited' : 'Unlimited'}
          </label>
        ))}
      </div>
      <TextField
        label="Uses per user"
        {...count}
        type="number"
        inputMode="numeric"
        min="1"
        step="1"
        value={limited ? count.value : ''}
        disabled={!limited}
        error={fieldState.error?.message}
        onChange={(event) => {
          count.onChange(event.target.value);
          if (fieldState.error) clearErrors(count.name);
        }}
        className="max-w-48"
      />
    </fieldset>
  );
}
