import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ADD_PLATFORMS_PATH } from './user-apps-list.tsx';

/** No apps yet: the one thing to do is add the first. */
export function EmptyApps() {
  return (
    <section aria-labelledby="empty-apps-title">
      <EmptyState
        size="page"
        icon="link"
        title="No referral links yet"
        titleAs="h2"
        titleId="empty-apps-title"
        action={
          <ButtonLink to={ADD_PLATFORMS_PATH} size="lg">
            Add Your First App
          </ButtonLink>
        }
      >
        Choose the apps you use and paste your referral link for each; we match them with people about to sign up.
      </EmptyState>
    </section>
  );
}
