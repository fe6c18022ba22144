import type { Ref, TextareaHTMLAttributes } from 'react';
import { LabelledField } from './field-notes.tsx';

type LongTextFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
};

/** TextField for several lines (a message): labelled, its hint and error tied to it; takes useSchemaForm's `field(name)`. */
export function LongTextField({ label, hint, error, className, rows = 4, ...textareaProps }: LongTextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea rows={rows} {...control} {...textareaProps} />}
    </LabelledField>
  );
}
