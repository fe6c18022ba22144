import { useId, type InputHTMLAttributes, type Ref } from 'react';

/** The admin area's text box for several lines and its select are the app's own. */
export { LongTextField as TextareaField } from '#web/components/ui/long-text-field.tsx';
export { SelectField } from '#web/components/ui/select-field.tsx';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> };

/** A checkbox with its label beside it and an optional hint read with it. */
export function CheckboxField({ label, hint, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-neutral-500 accent-brand-600"
        {...inputProps}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-neutral-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-neutral-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
