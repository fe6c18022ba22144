import { cn } from '#web/lib/cn.ts';

export type OnboardingStep = { id: string; label: string };

/** "Step k of n" with each step named; shown only when there is more than one step and not in login mode. */
export function StepIndicator({ steps, currentId }: { steps: readonly OnboardingStep[]; currentId: string }) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  return (
    <nav aria-label="Onboarding progress" className="mb-6 w-full max-w-xl">
      <p className="sr-only">
        Step {currentIndex + 1} of {steps.length}
      </p>
      <ol className="flex items-center gap-2">
        {steps.map((step, index) => (
          <li key={step.id} aria-current={index === currentIndex ? 'step' : undefined} className="flex flex-1 flex-col gap-1.5">
            <span className={cn('h-1.5 rounded-full', index <= currentIndex ? 'bg-brand-600' : 'bg-neutral-300')} />
            <span className={cn('text-xs font-semibold', index === currentIndex ? 'text-brand-700' : 'text-neutral-600')}>{step.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
