import { useRef, useState } from 'react';
import type { AppFormInput } from '#contract/admin/apps/schema.ts';
import { useCreateApp } from '../api/create-app.ts';
import { endedSession } from '#web/api/session.ts';
import { notify } from '#web/lib/toast.tsx';
import { failureText } from '../shared/failure-text.ts';
import { toastLogoProblem } from '../shared/logo-problem.ts';
import { OfferForm } from './offer-form/offer-form.tsx';
import { EMPTY_OFFER_FORM } from './offer-form/form-values.ts';

/** Add New Offer: a disclosure that opens the offer form; a created app closes it again. */
export function AddOfferSection() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const create = useCreateApp();

  function submit(body: AppFormInput) {
    create.mutate(body, {
      onSuccess: (created) => {
        notify.success('App created successfully');
        toastLogoProblem(created);
        setOpen(false);
        toggleRef.current?.focus();
      },
      onError: (error) => {
        if (!endedSession(error)) notify.error(failureText(error, 'Failed to create app'));
      },
    });
  }

  return (
    <section aria-labelledby="add-offer-title" className="rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm sm:p-5">
      <h3 id="add-offer-title" className="text-lg font-semibold text-neutral-900">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls="add-offer-form"
          onClick={() => setOpen((current) => !current)}
          className="flex w-full items-center justify-between gap-3 rounded-lg text-left"
        >
          Add New Offer
          <span aria-hidden="true" className="text-2xl leading-none text-brand-700">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id="add-offer-form" hidden={!open} className="mt-4">
        {open && (
          <OfferForm initial={EMPTY_OFFER_FORM} showActive={false} submitLabel="Create Offer" busyLabel="Creating..." busy={create.isPending} onSubmit={submit} onCancel={() => setOpen(false)} />
        )}
      </div>
    </section>
  );
}
