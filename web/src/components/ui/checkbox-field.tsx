import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldNotes, describedBy } from './field-notes.tsx';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  hint?: string;
  /** What is wrong (a required box left unticked), said under it and read with it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it, an optional hint and its validation message read with it. */
export function CheckboxField({ label, hint, error, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-neutral-500 accent-brand-600"
        {...inputProps}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-neutral-800">
          {label}
        </label>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
