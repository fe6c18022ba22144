import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SAVE_FAILED_MESSAGE } from './save-choices.ts';

type SaveRetryProps = { saving: boolean; onRetry: () => void; onEditLinks: () => void };

/** Signed up, but some apps or links did not save: everything chosen is still here to save again. */
export function SaveRetry({ saving, onRetry, onEditLinks }: SaveRetryProps) {
  return (
    <section aria-labelledby="save-retry-title" className="w-full max-w-md rounded-2xl border border-neutral-200 bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="save-retry-title" className="text-2xl font-bold tracking-tight text-neutral-900">
        Your account is ready
      </h1>
      <div className="mt-4">
        <ErrorAlert>{SAVE_FAILED_MESSAGE}</ErrorAlert>
      </div>
      <p className="mt-4 text-neutral-700">Your chosen platforms and links are kept here, so nothing needs typing again.</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onRetry} disabled={saving} className="sm:flex-1">
          {saving ? 'Saving...' : 'Try again'}
        </Button>
        <Button variant="secondary" onClick={onEditLinks} disabled={saving}>
          Edit referral links
        </Button>
      </div>
    </section>
  );
}
