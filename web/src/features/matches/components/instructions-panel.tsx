import { useId } from 'react';
import type { ClaimInstructions } from '#contract/matches/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { areInstructionsStale } from '../logic/stale-instructions.ts';

type InstructionsPanelProps = {
  appName: string;
  instructions: ClaimInstructions | null;
  /** Offered to the referee while the match is still moving; absent otherwise. */
  onRefresh?: () => void;
  refreshing?: boolean;
};

/** The referee's steps to sign up, with a warning and Refresh Instructions when they are stale (user-side.md §4). */
export function InstructionsPanel({ appName, instructions, onRefresh, refreshing = false }: InstructionsPanelProps) {
  const headingId = useId();
  const stale = areInstructionsStale(instructions);
  const refresh = onRefresh && (stale || !instructions) && (
    <Button variant="secondary" disabled={refreshing} onClick={onRefresh}>
      {refreshing ? 'Refreshing...' : 'Refresh Instructions'}
      <span className="sr-only"> for {appName}</span>
    </Button>
  );

  if (!instructions) {
    return (
      <div className="space-y-3 rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700">
        <p>No instructions are stored for this referral. Please check your email or contact support for the code.</p>
        {refresh}
      </div>
    );
  }

  return (
    <div className="space-y-3 rounded-lg bg-neutral-50 p-3 text-sm">
      <h4 id={headingId} className="font-semibold text-neutral-900">
        How to sign up
      </h4>
      {stale && (
        <div className="space-y-2 rounded-lg border border-warning-300 bg-warning-50 p-3 text-warning-950">
          <p>These instructions may be out of date. Refresh them to get the latest steps for this offer.</p>
          {refresh}
        </div>
      )}
      <ol aria-labelledby={headingId} className="list-decimal space-y-1 pl-5 text-neutral-800">
        {instructions.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      {instructions.notes && <p className="text-neutral-700">{instructions.notes}</p>}
      {instructions.estimated_time && <p className="text-neutral-600">Estimated time: {instructions.estimated_time}</p>}
    </div>
  );
}
