import { LoadingNote, LoadFailed } from '#web/components/ui/alert.tsx';
import { LOAD_APPS_FAILED_MESSAGE } from '../hooks/use-catalogue.ts';

/** While the platforms load, or after they failed to (with a way to try again). */
export function CatalogueStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <LoadingNote>Loading platforms...</LoadingNote>;
  return <LoadFailed onRetry={onRetry}>{LOAD_APPS_FAILED_MESSAGE}</LoadFailed>;
}
