import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { UnsubscribeOutcome as Outcome } from '../hooks/use-unsubscribe-link.ts';

type UnsubscribeOutcomeProps = { outcome: Exclude<Outcome, { state: 'checking' }>; wayOn: ReactNode };

/** The server's sentence (or the refusal) and the way on; it takes focus when it replaces the loading note, so it is read out. */
export function UnsubscribeOutcome({ outcome, wayOn }: UnsubscribeOutcomeProps) {
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => noteRef.current?.focus(), []);

  return (
    <div className="mt-6 flex flex-col gap-5">
      <div ref={noteRef} tabIndex={-1} className="wrap-anywhere focus:outline-none">
        {outcome.state === 'failed' ? (
          <ErrorAlert>{outcome.failure}</ErrorAlert>
        ) : (
          <p className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-900">{outcome.detail}</p>
        )}
      </div>
      {outcome.state === 'failed' && outcome.retry && (
        <Button size="lg" variant="secondary" className="w-full" onClick={outcome.retry}>
          Try again
        </Button>
      )}
      {wayOn}
    </div>
  );
}
