import type { ReactNode } from 'react';
import { LineIcon } from '#web/components/ui/line-icon.tsx';

type TrustSignal = { title: string; body: string; icon: ReactNode };

const TRUST_SIGNALS: TrustSignal[] = [
  {
    title: 'Apps pay the bonuses, not us',
    body: 'Each app pays its own bonus to you directly, and can change it, so none is guaranteed.',
    icon: 'M3 10h18M5 6h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2ZM7 14h4',
  },
  {
    title: 'Track records you can check',
    body: 'Every sharer shows how many of their real matches paid out.',
    icon: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  },
  {
    title: 'A person answers disputes',
    body: 'Report a code that fails or a bonus that never came; our team decides.',
    icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12ZM9 11h.01M12 11h.01M15 11h.01',
  },
  {
    title: 'No fee to sign up with a code',
    body: 'Claiming a code is free, and we take no cut of any bonus.',
    icon: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z',
  },
];

/** How payouts work, sharers' track records, disputes and fees, in four lines beside the first call to action. */
export function TrustSignals() {
  return (
    <section aria-labelledby="trust-title" data-testid="trust-signals" className="rounded-2xl bg-surface/70 p-4 ring-1 ring-brand-100 sm:p-6">
      <h2 id="trust-title" className="text-sm font-semibold text-brand-700">
        Why you can trust it
      </h2>
      <ul className="mt-3 space-y-3">
        {TRUST_SIGNALS.map((signal) => (
          <li key={signal.title} className="flex gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <LineIcon className="size-5">{signal.icon}</LineIcon>
            </span>
            <p className="min-w-0 text-sm text-neutral-700 sm:text-base">
              <strong className="font-semibold text-neutral-900">{signal.title}.</strong> {signal.body}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
