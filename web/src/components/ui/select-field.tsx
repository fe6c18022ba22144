import type { Ref, SelectHTMLAttributes } from 'react';
import { LabelledField } from './field-notes.tsx';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  /** An option may be offered but unavailable (disabled). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** The first, empty choice ("Choose a reason"), for a select that starts with nothing chosen. */
  placeholder?: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select whose hint and error are tied to it, as TextField's are. */
export function SelectField({ label, options, placeholder, hint, error, className, ...selectProps }: SelectFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
