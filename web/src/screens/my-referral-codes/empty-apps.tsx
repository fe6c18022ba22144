import { ButtonLink } from '#web/components/ui/button.tsx';
import { ADD_PLATFORMS_PATH } from './user-apps-list.tsx';

/** No apps yet: the one thing to do is add the first. */
export function EmptyApps() {
  return (
    <section aria-labelledby="empty-apps-title" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-surface px-6 py-12 text-center">
      <h2 id="empty-apps-title" className="text-xl font-bold text-neutral-900">
        No referral links yet
      </h2>
      <p className="max-w-md text-neutral-600">Choose the apps you use and paste your referral link for each; we match them with people about to sign up.</p>
      <ButtonLink to={ADD_PLATFORMS_PATH} size="lg" className="mt-2">
        Add Your First App
      </ButtonLink>
    </section>
  );
}
