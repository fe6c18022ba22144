import { useId } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';

/** The profile's way to the support team and the person's requests. */
export function SupportShortcut() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="max-w-lg border-t border-neutral-200 pt-6">
      <h2 id={headingId} className="text-lg font-bold text-neutral-900">
        Help from our team
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        A bonus that has not arrived, a problem with a referral or with your account: our support team looks into it.
      </p>
      <ButtonLink to="/support" variant="secondary" className="mt-3">
        Contact support
      </ButtonLink>
    </section>
  );
}
