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

/** The buttons of a match card by its status and the person's role (user-side.md §2). Failures are silent; the match is read again. */
export function MatchActions({ match, onDone }: MatchActionsProps) {
  const allowed = matchPermissions(match);
  const markComplete = useMarkMatchComplete();
  const undo = useUndoMatchComplete();
  const cancel = useCancelMatch();
  const [dialog, setDialog] = useState<'cancel' | 'confirm-receipt' | null>(null);
  const forApp = <span className="sr-only"> for {match.app_name}</span>;
  const after = { onSettled: onDone };

  const anyButton = allowed.markComplete || allowed.confirmReceipt || allowed.undo || allowed.cancel;

  // The dialogs stay mounted when the buttons go, so a confirmation in flight can finish.
  return (
    <div className={anyButton ? 'flex flex-wrap gap-2' : 'contents'}>
      {allowed.markComplete && (
        <Button disabled={markComplete.isPending} onClick={() => markComplete.mutate(match.id, after)}>
          {markComplete.isPending ? 'Saving...' : 'Mark as Sign Up Complete'}
          {forApp}
        </Button>
      )}
      {allowed.confirmReceipt && (
        <Button onClick={() => setDialog('confirm-receipt')}>
          Confirm Receipt
          {forApp}
        </Button>
      )}
      {allowed.undo && (
        <Button variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate(match.id, after)}>
          {undo.isPending ? 'Saving...' : 'Undo Sign Up Complete'}
          {forApp}
        </Button>
      )}
      {allowed.cancel && (
        <Button variant="ghost" onClick={() => setDialog('cancel')}>
          Cancel Referral
          {forApp}
        </Button>
      )}

      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this referral?"
        description={`You will give up this ${match.app_name} code and it goes back to the person who shared it.`}
        cancelLabel="Keep Referral"
        confirmLabel="Cancel Referral"
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(match.id, {
            onSettled: () => {
              setDialog(null);
              onDone();
            },
          })
        }
        onClose={() => setDialog(null)}
      />
      <ConfirmReceipt match={match} open={dialog === 'confirm-receipt'} onClose={() => setDialog(null)} onDone={onDone} />
    </div>
  );
}
