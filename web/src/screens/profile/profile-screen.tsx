import { useId } from 'react';
import { useMe } from '#web/api/me.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Skeleton, SkeletonBlock, SkeletonFields } from '#web/components/ui/skeleton.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AccountCard } from '#web/features/profile/components/account-card.tsx';
import { ProfileTabList } from './profile-tab-list.tsx';
import { ProfileTabPanel } from './profile-tab-panel.tsx';
import { useProfileTab } from './use-profile-tab.ts';

/** /profile (user-side.md §2): the account card with its tabs on the left, the chosen tab on the right. */
export function ProfileScreen() {
  useDocumentTitle('Profile');
  const { data: user } = useMe();
  const { tabs, selected, select } = useProfileTab(user?.paid_features_enabled ?? false);
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  return (
    <PageContainer>
      <PageTitle title="Profile">Your account, password and settings.</PageTitle>
      {!user ? (
        <ProfileSkeleton />
      ) : (
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
          <AccountCard user={user}>
            <ProfileTabList tabs={tabs} selected={selected} onSelect={select} tabId={tabId} panelId={panelId} />
          </AccountCard>
          <div
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(selected)}
            tabIndex={0}
            className="min-w-0 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm focus-visible:outline-offset-4 sm:p-6"
          >
            <ProfileTabPanel tab={selected} user={user} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

/** The account card with its tabs, and the Profile tab's fields, while the account is on its way. */
function ProfileSkeleton() {
  return (
    <Skeleton label="Loading your account..." className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm">
        <div className="flex items-center gap-4">
          <SkeletonBlock className="size-14 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1">
            <SkeletonBlock className="my-1 h-5 w-3/4" />
            <SkeletonBlock className="my-1 h-4 w-full" />
            <SkeletonBlock className="mt-2.5 h-5 w-20 rounded-full" />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          {[0, 1, 2, 3].map((tab) => (
            <SkeletonBlock key={tab} className="h-10" />
          ))}
        </div>
        <SkeletonBlock className="h-11" />
      </div>
      <div className="rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm sm:p-6">
        <SkeletonFields fields={2} className="max-w-lg" />
        <SkeletonBlock className="mt-6 h-11 w-36" />
      </div>
    </Skeleton>
  );
}
