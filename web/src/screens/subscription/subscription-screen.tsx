import { PageContainer } from '#web/components/layout/layouts.tsx';
import { SubscriptionPanel } from '#web/features/subscription/components/subscription-panel.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /subscription, where "Upgrade for unlimited" leads: the subscription panel. */
export function SubscriptionScreen() {
  useDocumentTitle('Subscription');
  return (
    <PageContainer>
      <PageTitle title="Subscription">Your plan, the matches you have used, and what Premium adds.</PageTitle>
      <div className="mt-8 max-w-4xl">
        <SubscriptionPanel />
      </div>
    </PageContainer>
  );
}
