import type { ReactNode } from 'react';
import type { ReportStatus } from '#contract/reports/rules.ts';
import { cn } from '#web/lib/cn.ts';
import { REPORT_STATUS_LABEL } from './report-words.ts';

const tones = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
} as const;

/** A short word in a pill: a status, a warning. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tones[tone])}>{children}</span>;
}

const STATUS_TONE: Record<ReportStatus, keyof typeof tones> = { OPEN: 'amber', RESOLVED: 'green', DISMISSED: 'slate' };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{REPORT_STATUS_LABEL[status]}</Badge>;
}
