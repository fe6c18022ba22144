import { cn } from '#web/lib/cn.ts';
import { DEMO_STEPS } from './demo-steps.ts';

/**
 * The five steps in words. Every title and description is in the list for screen readers; on
 * screen, narrow viewports show numbered dots (the current step is written out beside the phone)
 * and wider ones the titles with the current step's description.
 */
export function DemoStepList({ current }: { current: number }) {
  return (
    <ol className="mt-6 flex gap-2 md:flex-col md:gap-2">
      {DEMO_STEPS.map((step, index) => {
        const isCurrent = index === current;
        return (
          <li
            key={step.title}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn('flex items-start gap-3 rounded-xl md:px-3 md:py-2.5', isCurrent && 'md:bg-surface md:shadow-sm md:ring-1 md:ring-brand-200')}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold transition-colors motion-reduce:transition-none',
                isCurrent ? 'bg-brand-600 text-on-fill' : 'bg-surface text-neutral-700 ring-1 ring-neutral-300',
              )}
            >
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className={cn('sr-only md:not-sr-only md:block md:pt-1 md:font-semibold', isCurrent ? 'md:text-neutral-900' : 'md:text-neutral-600')}>
                {step.title}
              </span>
              <span className={cn('sr-only', isCurrent && 'md:not-sr-only md:mt-1 md:block md:text-neutral-700')}>{step.description}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The current step written out under the dots on narrow viewports (the list already says it to screen readers). */
export function CurrentDemoStep({ current }: { current: number }) {
  const step = DEMO_STEPS[current];
  if (!step) return null;
  return (
    <div aria-hidden="true" className="mt-4 min-h-[9.5rem] md:hidden">
      <p className="text-sm font-semibold text-brand-700">
        Step {current + 1} of {DEMO_STEPS.length}
      </p>
      <p className="mt-1 text-lg font-bold text-neutral-900">{step.title}</p>
      <p className="mt-1 text-neutral-700">{step.description}</p>
    </div>
  );
}
