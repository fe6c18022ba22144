import { useState } from 'react';
import type { AppFormInput } from '#contract/admin/apps/schema.ts';
import { useCreateApp } from './api/create-app.ts';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/toast.tsx';
import { failureText } from '../shared/failure-text.ts';
import { toastLogoProblem } from '../shared/logo-problem.ts';
import { OfferForm } from '../shared/offer-form/offer-form.tsx';
import { EMPTY_OFFER_FORM } from '../shared/offer-form/form-values.ts';

/**
 * Add New Offer: a button that opens the offer form in a dialog (a long form on a phone reads as a
 * screen of its own, its actions kept in view); a created app closes it, focus back on the button.
 */
export function AddOfferSection() {
  const [open, setOpen] = useState(false);
  const create = useCreateApp();

  function submit(body: AppFormInput) {
    create.mutate(body, {
      onSuccess: (created) => {
        notify.success('App created successfully');
        toastLogoProblem(created);
        setOpen(false);
      },
      onError: (error) => {
        if (!endedSession(error)) notify.error(failureText(error, 'Failed to create app'));
      },
    });
  }

  return (
    <div>
      <Button size="lg" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        Add New Offer
      </Button>
      <Dialog open={open} onClose={() => !create.isPending && setOpen(false)} title="Add New Offer" size="lg">
        <OfferForm
          initial={EMPTY_OFFER_FORM}
          showActive={false}
          submitLabel="Create Offer"
          busyLabel="Creating..."
          busy={create.isPending}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </div>
  );
}
