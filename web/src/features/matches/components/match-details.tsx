import { useId, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useFold } from '#web/components/section/fold.tsx';

/** A match card's code, link and instructions: in full, or behind "Show {label}" where the screen folds (a phone). */
export function MatchDetails({ appName, label, children }: { appName: string; label: string; children: ReactNode }) {
  const id = useId();
  const fold = useFold();
  return (
    <>
      {fold.folds && (
        <Button variant="secondary" className="min-h-11 w-full" aria-expanded={fold.open} aria-controls={id} onClick={fold.toggle}>
          {fold.open ? 'Hide' : 'Show'} {label}
          <span className="sr-only"> for {appName}</span>
        </Button>
      )}
      <div id={id} hidden={!fold.open} className="space-y-4">
        {children}
      </div>
    </>
  );
}
