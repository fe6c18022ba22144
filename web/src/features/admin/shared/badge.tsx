import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const tones = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  indigo: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
} as const;
export type BadgeTone = keyof typeof tones;

/** A short word in a pill: a status, a warning. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tones[tone])}>{children}</span>;
}
