import { useId } from 'react';
import { useMe } from '#web/api/me.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
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
        <div className="mt-6">
          <LoadingNote>Loading your account...</LoadingNote>
        </div>
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
