import { useSearchParams } from 'react-router';

const PROFILE_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'security', label: 'Security' },
  { id: 'subscription', label: 'Subscription' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'danger-zone', label: 'Danger Zone' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

/**
 * The tab in the address (?tab=security), so each can be linked to. Subscription exists only with
 * paid features on; it and any unknown tab fall back to Profile.
 */
export function useProfileTab(paidFeaturesEnabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = PROFILE_TABS.filter((tab) => tab.id !== 'subscription' || paidFeaturesEnabled);
  const requested = searchParams.get('tab');
  const selected: ProfileTabId = tabs.find((tab) => tab.id === requested)?.id ?? 'profile';

  function select(id: ProfileTabId) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  }

  return { tabs, selected, select };
}
