import { useId, type ReactNode } from 'react';
import { SolidIcon } from './solid-icon.tsx';

/** A field's hint and its validation message, each with the id the field's aria-describedby names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <SolidIcon name="warning" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </>
  );
}

/** The aria-describedby of a field with FieldNotes under it. */
export function describedBy(id: string, hint?: string, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The look of a text box or select, red while it holds a problem. */
function controlClasses(error?: string | null): string {
  return [
    'block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500 focus-visible:outline-offset-0 disabled:bg-neutral-100 disabled:text-neutral-600',
    error ? 'border-danger-600' : 'border-neutral-500 hover:border-neutral-600',
  ].join(' ');
}

/** What a labelled control takes from its frame: its id, its ties to the notes, its look. */
type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string };

type LabelledFieldProps = { label: string; hint?: string; error?: string | null; className?: string; children: (control: ControlProps) => ReactNode };

/** A field's label, in the one style every form uses. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold text-neutral-800">
      {children}
    </label>
  );
}

/** A label above one control and its notes below, the control tied to both (a select, a text area). */
export function LabelledField({ label, hint, error, className, children }: LabelledFieldProps) {
  const id = useId();
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error), className: controlClasses(error) })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
