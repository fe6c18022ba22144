import { useId } from 'react';
import type { App } from '#contract/apps/schema.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { cn } from '#web/lib/cn.ts';
import { referrerRewardText } from '../logic/referrer-rewards.ts';

type PlatformCardProps = { app: App; selected: boolean; onToggle: () => void };

/** One app in the step 1 grid: a toggle button (aria-pressed) named by the app, described by its reward and description. */
export function PlatformCard({ app, selected, onToggle }: PlatformCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-reward ${id}-description`}
      onClick={onToggle}
      className={cn(
        'relative flex h-full w-full flex-col gap-3 rounded-2xl border-2 bg-surface p-3 text-left shadow-sm transition-colors sm:p-4',
        selected ? 'border-brand-600 bg-brand-50' : 'border-neutral-200 hover:border-neutral-400',
      )}
    >
      <span className="flex items-center gap-3 pr-8">
        <AppLogo name={app.name} logoUrl={app.logo_url} />
        <span className="min-w-0">
          <span id={`${id}-name`} className="block font-semibold break-words text-neutral-900">
            {app.name}
          </span>
          <span id={`${id}-reward`} className="block text-sm font-medium text-success-800">
            {referrerRewardText(app)} per referral
          </span>
        </span>
      </span>
      {/* On a phone the list is compact rows: the description is still read out, and shown from 640 px. */}
      <span id={`${id}-description`} className="sr-only text-sm text-neutral-600 sm:not-sr-only">
        {app.description}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-1/2 right-3 flex size-6 -translate-y-1/2 sm:top-4 sm:right-4 sm:translate-y-0 items-center justify-center rounded-full border-2',
          selected ? 'border-brand-600 bg-brand-600 text-on-fill' : 'border-neutral-400 bg-surface text-transparent',
        )}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 10.5 3.2 3L15 7" />
        </svg>
      </span>
    </button>
  );
}
