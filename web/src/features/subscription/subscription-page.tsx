import { PageContainer } from '../../components/layout/layouts.tsx';
import { SubscriptionPanel } from '../../components/subscription-panel.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /subscription, where "Upgrade for unlimited" leads: the subscription panel. */
export function SubscriptionPage() {
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
