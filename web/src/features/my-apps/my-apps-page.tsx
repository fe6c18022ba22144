import { useMe } from '../../api/auth/me.ts';
import { useMyReferralCodes } from '../../api/referral-codes/my-referral-codes.ts';
import { useUserApps } from '../../api/user-apps/user-apps.ts';
import { PageContainer } from '../../components/layout/layouts.tsx';
import { ErrorAlert, LoadingNote } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { EmptyApps } from './empty-apps.tsx';
import { MatchingInfoPanel } from './matching-info-panel.tsx';
import { MatchingSteps } from './matching-steps.tsx';
import { MyAppsStats } from './my-apps-stats.tsx';
import { PlanBanner } from './plan-banner.tsx';
import { UserAppsList } from './user-apps-list.tsx';

/** /my-apps (user-side.md §2 "My referral links"): the person's apps and the referral links they share. */
export function MyAppsPage() {
  useDocumentTitle('My Referral Codes');
  const me = useMe();
  const userApps = useUserApps();
  const codes = useMyReferralCodes();

  function content() {
    if (me.isError || userApps.isError || codes.isError) {
      return (
        <div className="flex flex-col items-start gap-3">
          <ErrorAlert>Failed to load apps</ErrorAlert>
          <Button variant="secondary" onClick={() => void Promise.all([me.refetch(), userApps.refetch(), codes.refetch()])}>
            Try again
          </Button>
        </div>
      );
    }
    if (!me.data) return <LoadingNote>Authenticating...</LoadingNote>;
    if (!userApps.data || !codes.data) return <LoadingNote>Loading your apps...</LoadingNote>;

    return (
      <div className="flex flex-col gap-8">
        <PlanBanner user={me.data} />
        <MatchingSteps />
        <MyAppsStats linkCount={codes.data.length} apps={userApps.data.map((userApp) => userApp.app)} />
        {userApps.data.length === 0 ? <EmptyApps /> : <UserAppsList userApps={userApps.data} codes={codes.data} />}
        <MatchingInfoPanel paidFeaturesOn={me.data.paid_features_enabled} />
      </div>
    );
  }

  return (
    <PageContainer>
      <PageTitle title="My Referral Codes">The apps you use and the referral links you share for them.</PageTitle>
      <div className="mt-8">{content()}</div>
    </PageContainer>
  );
}
