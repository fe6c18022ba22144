import type { InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange' | 'checked'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch for a setting that applies at once: a native checkbox with role="switch" (its
 * label, Space and form behaviour for free), laid invisibly over the drawn track so a click anywhere
 * on it lands on the input. Name it with a <label htmlFor> or aria-labelledby.
 */
export function Switch({ checked, onCheckedChange, className, ...inputProps }: SwitchProps) {
  return (
    <span className={cn('relative inline-flex h-7 w-12 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...inputProps}
      />
      {/* Off is slate-500 on white (4.8:1), on is indigo-600 (5.2:1): both visible against the page. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-full bg-neutral-500 transition-colors peer-checked:bg-brand-600 peer-hover:bg-neutral-600 peer-checked:peer-hover:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-surface shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
      />
    </span>
  );
}
