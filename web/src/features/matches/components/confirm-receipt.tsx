import { useState } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import { HttpError } from '#web/api/http.ts';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';
import { isRangedReward, myRewardRange } from '../logic/match-rewards.ts';
import { formatPenceRange } from '#contract/shared/money.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { RewardAmountDialog } from './reward-amount-dialog.tsx';

function detailOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as { detail?: unknown } | null;
  return typeof body?.detail === 'string' ? body.detail : null;
}

type ConfirmReceiptProps = { match: Match; open: boolean; onClose: () => void; onDone: () => void };

/**
 * Confirming receipt: a ranged reward asks for the amount ("Confirm Your Reward Amount"), a fixed
 * one just asks to confirm. Other failures are silent (user-side.md §8); the match is read again.
 */
export function ConfirmReceipt({ match, open, onClose, onDone }: ConfirmReceiptProps) {
  const confirm = useConfirmReceipt();
  const [serverError, setServerError] = useState<string | null>(null);
  const range = myRewardRange(match);

  function send(amountPence: number | null) {
    setServerError(null);
    confirm.mutate(
      { matchId: match.id, ...(amountPence === null ? {} : { actual_reward_amount_pence: amountPence }) },
      {
        onSuccess: () => {
          onClose();
          onDone();
        },
        onError: (error) => {
          const detail = detailOf(error);
          if (detail) setServerError(detail);
          else {
            onClose();
            onDone();
          }
        },
      },
    );
  }

  if (isRangedReward(range)) {
    return (
      <RewardAmountDialog
        open={open}
        appName={match.app_name}
        range={range}
        busy={confirm.isPending}
        serverError={serverError}
        onEdit={() => setServerError(null)}
        onSubmit={send}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open={open}
      title="Confirm Receipt"
      description={`Have you received your ${formatPenceRange(range)} ${match.app_name} reward? Once confirmed, it cannot be undone.`}
      cancelLabel="Not Yet"
      confirmLabel="Confirm Receipt"
      busy={confirm.isPending}
      onConfirm={() => send(null)}
      onClose={onClose}
    />
  );
}
