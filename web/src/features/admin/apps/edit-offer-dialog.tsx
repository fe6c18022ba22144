import type { AppFormInput } from '#contract/admin/apps/schema.ts';
import type { App } from '#contract/apps/schema.ts';
import { useUpdateApp } from './api/update-app.ts';
import { endedSession } from '#web/api/session.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/toast.tsx';
import { failureText } from '../shared/failure-text.ts';
import { toastLogoProblem } from '../shared/logo-problem.ts';
import { OfferForm } from '../shared/offer-form/offer-form.tsx';
import { offerFormValuesOf } from '../shared/offer-form/form-values.ts';

type EditOfferDialogProps = { app: App | null; onClose: (saved: App | null) => void };

/** Edit: the offer form filled in from the app, with its Active checkbox. */
export function EditOfferDialog({ app, onClose }: EditOfferDialogProps) {
  const update = useUpdateApp();

  function submit(body: AppFormInput) {
    if (!app) return;
    update.mutate(
      { id: app.id, body },
      {
        onSuccess: (saved) => {
          notify.success('Offer updated successfully');
          toastLogoProblem(saved);
          onClose(saved);
        },
        onError: (error) => {
          if (!endedSession(error)) notify.error(failureText(error, 'Failed to update offer'));
        },
      },
    );
  }

  return (
    <Dialog open={app !== null} onClose={() => !update.isPending && onClose(null)} title={app ? `Edit ${app.name}` : 'Edit offer'} size="lg">
      {app && (
        <OfferForm
          initial={offerFormValuesOf(app)}
          showActive
          submitLabel="Save Changes"
          busyLabel="Saving..."
          busy={update.isPending}
          onSubmit={submit}
          onCancel={() => onClose(null)}
        />
      )}
    </Dialog>
  );
}
