import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const tones = {
  amber: 'bg-warning-100 text-warning-900 ring-warning-300',
  green: 'bg-success-100 text-success-900 ring-success-300',
  slate: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  red: 'bg-danger-100 text-danger-900 ring-danger-300',
  indigo: 'bg-brand-100 text-brand-900 ring-brand-300',
} as const;
export type BadgeTone = keyof typeof tones;

/** A short word in a pill: a status, a warning. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tones[tone])}>
      {children}
    </span>
  );
}
