import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '#web/lib/cn.ts';
import { SolidIcon } from './solid-icon.tsx';
import { FieldLabel } from './field-notes.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A sentence under the input that helps fill it in. */
  hint?: string;
  /** The validation message; marks the input invalid and is read with it. */
  error?: string | null;
  /** Classes for the input itself (`className` is the field's, with its label and notes): a narrow number under a long hint. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, inputClassName, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500',
          'focus-visible:outline-offset-0',
          error ? 'border-danger-600' : 'border-neutral-500 hover:border-neutral-600',
          inputClassName,
        )}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <SolidIcon name="warning" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
