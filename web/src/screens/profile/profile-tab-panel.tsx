import type { User } from '#contract/auth/schema.ts';
import { ResendLinkButton } from '#web/features/auth/components/resend-link-button.tsx';
import { SignedInDevices } from '#web/features/auth/components/signed-in-devices.tsx';
import { EmailPreferences } from '#web/features/notifications/components/email-preferences.tsx';
import { SubscriptionPanel } from '#web/features/subscription/components/subscription-panel.tsx';
import { DangerZone } from '#web/features/profile/components/danger-zone.tsx';
import { ProfileForm } from '#web/features/profile/components/profile-form.tsx';
import { SecurityForm } from '#web/features/profile/components/security-form.tsx';
import { YourData } from '#web/features/profile/components/your-data.tsx';
import { SupportShortcut } from '#web/features/support/components/support-shortcut.tsx';
import type { ProfileTabId } from './use-profile-tab.ts';

/** What each tab shows. */
export function ProfileTabPanel({ tab, user }: { tab: ProfileTabId; user: User }) {
  switch (tab) {
    case 'profile':
      return (
        <div className="flex flex-col gap-8">
          <ProfileForm key={user.id} user={user} sendLinkAgain={<ResendLinkButton />} />
          <YourData />
          <SupportShortcut />
        </div>
      );
    case 'security':
      return (
        <div className="flex flex-col gap-8">
          <SecurityForm />
          <SignedInDevices />
        </div>
      );
    case 'subscription':
      return <SubscriptionPanel />;
    case 'notifications':
      return <EmailPreferences email={user.email} />;
    case 'danger-zone':
      return <DangerZone />;
  }
}
