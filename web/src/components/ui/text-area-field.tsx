import { useId } from 'react';
import { FieldLabel } from './field-notes.tsx';

type TextAreaFieldProps = { label: string; value: string; onChange: (value: string) => void; maxLength: number; rows?: number };

/** A labelled box for a few lines of text, no longer than `maxLength`. */
export function TextAreaField({ label, value, onChange, maxLength, rows = 2 }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-neutral-300 px-3 py-2 text-sm"
      />
    </div>
  );
}
