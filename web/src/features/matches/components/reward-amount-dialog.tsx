import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatPence, type PenceRange } from '#contract/shared/money.ts';
import { readRewardAmount } from '../logic/reward-amount.ts';

type RewardAmountDialogProps = {
  open: boolean;
  appName: string;
  range: PenceRange;
  busy: boolean;
  /** The server's reason for refusing the amount, shown under the field. */
  serverError: string | null;
  /** The person changed the amount: a server's reason no longer applies. */
  onEdit: () => void;
  onSubmit: (amountPence: number) => void;
  onClose: () => void;
};

/** "Confirm Your Reward Amount": a ranged reward is confirmed with the amount received (user-side.md §5). */
export function RewardAmountDialog({ open, appName, range, busy, serverError, onEdit, onSubmit, onClose }: RewardAmountDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocusRef={inputRef}
      title="Confirm Your Reward Amount"
      description={`Your ${appName} reward is between ${formatPence(range.minPence)} and ${formatPence(range.maxPence)}. Enter the amount you received.`}
    >
      <AmountForm inputRef={inputRef} range={range} busy={busy} serverError={serverError} onEdit={onEdit} onSubmit={onSubmit} onCancel={onClose} />
    </Dialog>
  );
}

type AmountFormProps = Pick<RewardAmountDialogProps, 'range' | 'busy' | 'serverError' | 'onEdit' | 'onSubmit'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
};

function AmountForm({ inputRef, range, busy, serverError, onEdit, onSubmit, onCancel }: AmountFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readRewardAmount(text, range);
    if (!reading.ok) {
      setError(reading.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit(reading.pence);
  }

  return (
    <form noValidate onSubmit={submit}>
      {/* The message appears inside this live region, so it is read out as it appears. */}
      <div aria-live="polite">
        <TextField
          ref={inputRef}
          label="Amount received (£)"
          hint="For example 25.50"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            onEdit();
          }}
          error={error ?? serverError}
        />
      </div>
      <DialogActions onCancel={onCancel} label="Confirm Receipt" busyLabel="Saving..." busy={busy} disabled={text.trim() === ''} />
    </form>
  );
}
