import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A button for what cannot be undone: white on red-700 (6.5:1). */
export function DangerButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-300',
        className,
      )}
      {...props}
    />
  );
}
