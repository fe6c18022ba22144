import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Look = { tile: string; paths: ReactNode };

/** An icon per known type (user-side.md §3); any other type gets the bell. */
const LOOKS: Record<string, Look> = {
  REFERRAL_CLAIMED: {
    tile: 'bg-indigo-100 text-indigo-700',
    paths: (
      <>
        <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
        <circle cx="9" cy="7" r="4" />
        <path d="M19 8v6M22 11h-6" />
      </>
    ),
  },
  REFERRAL_COMPLETED: {
    tile: 'bg-green-100 text-green-800',
    paths: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
  },
  REFERRAL_MARKED_DONE: {
    tile: 'bg-sky-100 text-sky-800',
    paths: (
      <>
        <rect x="8" y="2" width="8" height="4" rx="1" />
        <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
        <path d="m9 14 2 2 4-4" />
      </>
    ),
  },
  PAYOUT_PROCESSED: {
    tile: 'bg-emerald-100 text-emerald-800',
    paths: (
      <>
        <rect x="2" y="6" width="20" height="12" rx="2" />
        <circle cx="12" cy="12" r="2" />
        <path d="M6 12h.01M18 12h.01" />
      </>
    ),
  },
  SYSTEM_ANNOUNCEMENT: {
    tile: 'bg-amber-100 text-amber-900',
    paths: (
      <>
        <path d="m3 11 18-5v12L3 14v-3z" />
        <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
      </>
    ),
  },
};

const DEFAULT_LOOK: Look = {
  tile: 'bg-slate-100 text-slate-700',
  paths: (
    <>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
};

export function NotificationTypeIcon({ type }: { type: string }) {
  const look = LOOKS[type] ?? DEFAULT_LOOK;
  return (
    <span aria-hidden="true" data-icon={type in LOOKS ? type : 'DEFAULT'} className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', look.tile)}>
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {look.paths}
      </svg>
    </span>
  );
}
