import { useState } from 'react';
import { ELIGIBILITY_LABEL, ELIGIBILITY_REQUIRED } from '#contract/auth/rules.ts';
import { useConfirmEligibility } from '#web/api/eligibility.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';

type EligibilityDialogProps = {
  /** The app about to be claimed; null when the dialog is closed. */
  appName: string | null;
  onConfirmed: () => void;
  onClose: () => void;
};

/**
 * Asked once, before the first claim of a member who has not said they are 18 or over and live in
 * the UK (members from before the sign-up form asked, and accounts registered through the API
 * without it): confirmed, the claim goes ahead.
 */
export function EligibilityDialog({ appName, onConfirmed, onClose }: EligibilityDialogProps) {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmEligibility();
  if (appName === null) return null;

  function close() {
    setChecked(false);
    setError(null);
    confirm.reset();
    onClose();
  }

  function submit() {
    if (!checked) {
      setError(ELIGIBILITY_REQUIRED);
      return;
    }
    confirm.mutate(undefined, { onSuccess: onConfirmed });
  }

  const failure = failureMessage(confirm.error);
  return (
    <Dialog
      open
      onClose={close}
      title={`Before you claim ${appName}`}
      description="The apps here take new customers who are 18 or over and live in the UK, so we ask once before your first claim."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <CheckboxField
          label={ELIGIBILITY_LABEL}
          required
          checked={checked}
          error={error}
          onChange={(event) => {
            setChecked(event.target.checked);
            setError(null);
          }}
        />
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <DialogActions onCancel={close} label="Confirm and Claim" busyLabel="Confirming..." busy={confirm.isPending} />
      </form>
    </Dialog>
  );
}
