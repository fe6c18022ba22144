import { ErrorAlert, LoadingNote } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LOAD_APPS_FAILED_MESSAGE } from './use-catalogue.ts';

/** While the platforms load, or after they failed to (with a way to try again). */
export function CatalogueStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <LoadingNote>Loading platforms...</LoadingNote>;
  return (
    <div className="flex w-full max-w-md flex-col items-start gap-3">
      <ErrorAlert>{LOAD_APPS_FAILED_MESSAGE}</ErrorAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
