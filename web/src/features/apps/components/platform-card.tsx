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
        'relative flex h-full w-full flex-col gap-3 rounded-2xl border-2 bg-white p-4 text-left shadow-sm transition-colors',
        selected ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200 hover:border-slate-400',
      )}
    >
      <span className="flex items-center gap-3 pr-8">
        <AppLogo name={app.name} logoUrl={app.logo_url} />
        <span className="min-w-0">
          <span id={`${id}-name`} className="block font-semibold break-words text-slate-900">
            {app.name}
          </span>
          <span id={`${id}-reward`} className="block text-sm font-medium text-green-800">
            {referrerRewardText(app)} per referral
          </span>
        </span>
      </span>
      <span id={`${id}-description`} className="text-sm text-slate-600">
        {app.description}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-4 right-4 flex size-6 items-center justify-center rounded-full border-2',
          selected ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-400 bg-white text-transparent',
        )}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 10.5 3.2 3L15 7" />
        </svg>
      </span>
    </button>
  );
}
