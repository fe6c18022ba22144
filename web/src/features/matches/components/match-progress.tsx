import type { ReactNode } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { matchProgress, type ProgressState } from '../logic/match-progress.ts';

const STATE_WORDS: Record<ProgressState, string> = { done: 'done', current: 'now', upcoming: 'to come' };

function Marker({ state, number }: { state: ProgressState; number: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        state === 'done' && 'bg-success-600 text-on-fill',
        state === 'current' && 'bg-brand-600 text-on-fill ring-4 ring-brand-100',
        state === 'upcoming' && 'border-2 border-neutral-300 text-neutral-600',
      )}
    >
      {state === 'done' ? '✓' : number}
    </span>
  );
}

/**
 * A match's progress: Claimed, Signed up, Reward confirmed, each ticked when done, the current one
 * marked (`aria-current="step"`) and each with its date; the last says who has confirmed
 * (`receipts`). A cancelled match shows only `receipts`: its badge and reason say where it stopped.
 */
export function MatchProgress({ match, receipts }: { match: Match; receipts?: ReactNode }) {
  const steps = matchProgress(match);
  if (!steps) return receipts ?? null;
  return (
    <ol aria-label="Progress" className="flex flex-col gap-2 sm:grid sm:grid-cols-3 sm:gap-3">
      {steps.map((step, index) => (
        <li key={step.name} aria-current={step.state === 'current' ? 'step' : undefined} className="flex min-w-0 items-start gap-2 text-sm">
          <Marker state={step.state} number={index + 1} />
          <div className="min-w-0 flex-1">
            <p className={cn(step.state === 'upcoming' ? 'text-neutral-600' : 'text-neutral-900', step.state === 'current' && 'font-semibold')}>
              {step.name}
              <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
            </p>
            {step.detail && <p className={cn('text-neutral-600', step.overdue && 'font-medium text-warning-900')}>{step.detail}</p>}
            {index === steps.length - 1 && receipts && <div className="mt-1">{receipts}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
