import { LOAD_FAILED_MESSAGE } from '#web/features/subscription/api/messages.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** While the plan data loads, or after it failed (the toast already said so; this offers a retry). */
export function PlanDataState({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <LoadingNote>Loading subscription information...</LoadingNote>;
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium text-danger-800">{LOAD_FAILED_MESSAGE}</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
