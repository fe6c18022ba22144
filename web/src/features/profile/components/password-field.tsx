import { useId, useState, type InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FieldLabel } from '#web/components/ui/field-notes.tsx';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: string; error?: string | null };

/** A labelled password input with a Show/Hide toggle; its error is tied to it with aria-describedby. */
export function PasswordField({ label, error, className, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="none"
          spellCheck={false}
          className={cn(
            'block w-full min-w-0 rounded-lg border bg-surface px-3 py-2.5 text-base text-neutral-900 shadow-sm focus-visible:outline-offset-0',
            error ? 'border-danger-600' : 'border-neutral-500 hover:border-neutral-600',
          )}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          className="min-w-16 shrink-0 rounded-lg border border-neutral-300 bg-surface px-3 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
