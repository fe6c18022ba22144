import { useState } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import { useCancelMatch } from '../api/cancel-match.ts';
import { useMarkMatchComplete } from '../api/mark-complete.ts';
import { useUndoMatchComplete } from '../api/undo-complete.ts';
import { Button } from '#web/components/ui/button.tsx';
import { matchPermissions } from '../logic/match-permissions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConfirmReceipt } from './confirm-receipt.tsx';

type MatchActionsProps = {
  match: Match;
  /** Called once an action has finished, so focus can stay on the card. */
  onDone: () => void;
};

type ActionProps = MatchActionsProps & {
  /** False hides the button but keeps its mutation (and dialog) mounted, so one in flight can finish. */
  shown?: boolean;
  className?: string;
};

/** "Mark as Sign Up Complete": the referee says the sign-up is done. Also the dashboard's next step for it. */
export function MarkCompleteButton({ match, onDone, shown = true, className }: ActionProps) {
  const markComplete = useMarkMatchComplete();
  if (!shown) return null;
  return (
    <Button className={className} disabled={markComplete.isPending} onClick={() => markComplete.mutate(match.id, { onSettled: onDone })}>
      {markComplete.isPending ? 'Saving...' : 'Mark as Sign Up Complete'}
      <span className="sr-only"> for {match.app_name}</span>
    </Button>
  );
}

/** "Confirm Receipt" and its dialog. Also the dashboard's next step for a reward. */
export function ConfirmReceiptAction({ match, onDone, shown = true, className }: ActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {shown && (
        <Button className={className} onClick={() => setOpen(true)}>
          Confirm Receipt<span className="sr-only"> for {match.app_name}</span>
        </Button>
      )}
      <ConfirmReceipt match={match} open={open} onClose={() => setOpen(false)} onDone={onDone} />
    </>
  );
}

/** The buttons of a match card by its status and the person's role (user-side.md §2). Failures are silent; the match is read again. */
export function MatchActions({ match, onDone }: MatchActionsProps) {
  const allowed = matchPermissions(match);
  const undo = useUndoMatchComplete();
  const cancel = useCancelMatch();
  const [cancelling, setCancelling] = useState(false);
  const forApp = <span className="sr-only"> for {match.app_name}</span>;
  const after = { onSettled: onDone };

  const anyButton = allowed.markComplete || allowed.confirmReceipt || allowed.undo || allowed.cancel;

  // The dialogs stay mounted when the buttons go, so a confirmation in flight can finish.
  return (
    <div className={anyButton ? 'flex flex-wrap gap-2' : 'contents'}>
      <MarkCompleteButton match={match} onDone={onDone} shown={allowed.markComplete} />
      <ConfirmReceiptAction match={match} onDone={onDone} shown={allowed.confirmReceipt} />
      {allowed.undo && (
        <Button variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate(match.id, after)}>
          {undo.isPending ? 'Saving...' : 'Undo Sign Up Complete'}
          {forApp}
        </Button>
      )}
      {allowed.cancel && (
        <Button variant="ghost" onClick={() => setCancelling(true)}>
          Cancel Referral
          {forApp}
        </Button>
      )}

      <ConfirmDialog
        open={cancelling}
        title="Cancel this referral?"
        description={`You will give up this ${match.app_name} code and it goes back to the person who shared it.`}
        cancelLabel="Keep Referral"
        confirmLabel="Cancel Referral"
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(match.id, {
            onSettled: () => {
              setCancelling(false);
              onDone();
            },
          })
        }
        onClose={() => setCancelling(false)}
      />
    </div>
  );
}
