import type { User } from '#contract/auth/schema.ts';
import { ResendLinkButton } from '#web/features/auth/components/resend-link-button.tsx';
import { SubscriptionPanel } from '#web/features/subscription/components/subscription-panel.tsx';
import { DangerZone } from '#web/features/profile/components/danger-zone.tsx';
import { ProfileForm } from '#web/features/profile/components/profile-form.tsx';
import { SecurityForm } from '#web/features/profile/components/security-form.tsx';
import { YourData } from '#web/features/profile/components/your-data.tsx';
import type { ProfileTabId } from './use-profile-tab.ts';

/** What each tab shows. */
export function ProfileTabPanel({ tab, user }: { tab: ProfileTabId; user: User }) {
  switch (tab) {
    case 'profile':
      return (
        <div className="flex flex-col gap-8">
          <ProfileForm key={user.id} user={user} sendLinkAgain={<ResendLinkButton />} />
          <YourData />
        </div>
      );
    case 'security':
      return <SecurityForm />;
    case 'subscription':
      return <SubscriptionPanel />;
    case 'notifications':
      return <p className="text-slate-700">Notification settings will be available soon.</p>;
    case 'danger-zone':
      return <DangerZone />;
  }
}
