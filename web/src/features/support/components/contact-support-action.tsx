import { useState } from 'react';
import type { Match } from '#contract/matches/schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import type { SupportRequestForm as Form } from './support-request-form.tsx';

/**
 * A match card's "Contact support": the form in a dialog, about this match. The form's code (its
 * schema and the form library) loads on the first click, not with the dashboard.
 */
export function ContactSupportAction({ match }: { match: Pick<Match, 'id' | 'app_name'> }) {
  const [SupportRequestForm, setForm] = useState<typeof Form | null>(null);
  const [open, setOpen] = useState(false);
  const openForm = () =>
    void import('./support-request-form.tsx').then((module) => {
      setForm(() => module.SupportRequestForm);
      setOpen(true);
    });
  return (
    <>
      {/* As quiet as "Report a problem" beside it: most matches never need it. */}
      <button
        type="button"
        onClick={openForm}
        className="inline-flex min-h-10 items-center rounded text-sm font-semibold text-neutral-700 underline underline-offset-2 hover:text-neutral-900"
      >
        Contact support<span className="sr-only"> about {match.app_name}</span>
      </button>
      <Dialog
        open={open && SupportRequestForm !== null}
        onClose={() => setOpen(false)}
        title="Contact support"
        description={`About your ${match.app_name} referral. Only our support team reads what you write.`}
      >
        {SupportRequestForm && <SupportRequestForm matchId={match.id} onCancel={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
