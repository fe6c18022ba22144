import { useMe } from '#web/api/me.ts';
import { useMyReferralCodes } from '#web/features/referral-codes/api/my-referral-codes.ts';
import { useUserApps } from '#web/features/apps/api/user-apps.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AppsSkeleton } from './apps-skeleton.tsx';
import { EmptyApps } from './empty-apps.tsx';
import { MatchingInfoPanel } from '#web/features/referral-codes/components/matching-info-panel.tsx';
import { MatchingSteps } from '#web/features/referral-codes/components/matching-steps.tsx';
import { MyAppsStats } from './my-referral-codes-stats.tsx';
import { PlanBanner } from '#web/features/subscription/components/plan-banner.tsx';
import { UserAppsList } from './user-apps-list.tsx';

/** /my-apps (user-side.md §2 "My referral links"): the person's apps and the referral links they share. */
export function MyReferralCodesScreen() {
  useDocumentTitle('My Referral Codes');
  const me = useMe();
  const userApps = useUserApps();
  const codes = useMyReferralCodes();

  function content() {
    if (me.isError || userApps.isError || codes.isError) {
      return <LoadFailed onRetry={() => void Promise.all([me.refetch(), userApps.refetch(), codes.refetch()])}>Failed to load apps</LoadFailed>;
    }
    if (!me.data) return <AppsSkeleton label="Authenticating..." />;
    if (!userApps.data || !codes.data) return <AppsSkeleton label="Loading your apps..." />;

    return (
      <div className="flex flex-col gap-8">
        <PlanBanner user={me.data} />
        <MatchingSteps />
        <MyAppsStats linkCount={codes.data.filter((code) => code.status !== 'PAUSED').length} apps={userApps.data.map((userApp) => userApp.app)} />
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
