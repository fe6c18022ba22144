import type { ChangeEvent, ClipboardEvent, FocusEvent, Ref } from 'react';
import { cn } from '#web/lib/cn.ts';
import { SolidIcon } from '#web/components/ui/solid-icon.tsx';
import { FieldLabel } from '#web/components/ui/field-notes.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** The code as the person types it beside a link whose code we cannot read with confidence. */
type TypedCodeField = { value: string; onChange: (text: string) => void; guess: string | null };

const TYPED_CODE_LABEL = 'Your referral code';
/** What the code field says: the guess to check, or that no code was found. */
const typedCodeHint = (guess: string | null) =>
  guess
    ? `We think your code is ${guess}. If the app shows a different code, type it here.`
    : 'We could not find the code in this link. Type the code the app shows you.';

type ReferralLinkFieldProps = {
  id: string;
  label: string;
  value: string;
  /** The message to show under the input, if any. */
  error: string | null;
  /** The code read from a valid link: shows the green tick and says which code was found. */
  code: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** Shown when the link's code cannot be read with confidence: a field to type it. */
  typedCode?: TypedCodeField | null;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The input a referral link is pasted into (onboarding and My Referral Codes), with a green tick and
 * its words once a code is found. The message under it is announced as it changes.
 */
export function ReferralLinkField({ id, label, value, error, code, onChange, onBlur, onPaste, typedCode, ref }: ReferralLinkFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || code ? messageId : undefined}
          className={cn(
            'block w-full rounded-lg border bg-surface py-2.5 pr-11 pl-3 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500 focus-visible:outline-offset-0',
            error ? 'border-danger-600' : code ? 'border-success-700' : 'border-neutral-500 hover:border-neutral-600',
          )}
        />
        {code && (
          <svg
            role="img"
            aria-label="Valid link"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3 size-6 -translate-y-1/2 text-success-700"
            fill="currentColor"
          >
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.1 6.4-4.8 5.2a1 1 0 0 1-1.45.02L5.6 10.8a1 1 0 1 1 1.42-1.4l1.52 1.53 4.1-4.45a1 1 0 0 1 1.47 1.36Z" />
          </svg>
        )}
      </div>
      <div id={messageId} aria-live="polite">
        {error ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
            <SolidIcon name="warning" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : (
          code && <p className="text-sm font-medium break-all text-success-800">Valid link. Your code: {code}</p>
        )}
      </div>
      {typedCode && (
        <TextField
          label={TYPED_CODE_LABEL}
          hint={typedCodeHint(typedCode.guess)}
          value={typedCode.value}
          onChange={(event) => typedCode.onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="mt-2"
        />
      )}
    </div>
  );
}
