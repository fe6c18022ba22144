import { useId } from 'react';
import { NOTIFICATION_PREFERENCE_KEYS, NOTIFICATION_PREFERENCE_LABEL } from '#contract/notifications/rules.ts';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { Skeleton, SkeletonBlock } from '#web/components/ui/skeleton.tsx';
import { useNotificationPreferences } from '../api/notification-preferences.ts';
import { useUpdateNotificationPreference } from '../api/update-notification-preference.ts';
import { PreferenceRow, type RowOutcome } from './preference-row.tsx';

/**
 * The profile's Notifications tab: which kinds of event also come by e-mail, one switch each, saved
 * as it is turned. The bell and the notifications screen show everything whatever is chosen here.
 */
export function EmailPreferences({ email }: { email: string }) {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const headingId = useId();
  // The last change is the one whose outcome is said, beside its switch.
  function outcomeOf(key: string): RowOutcome {
    if (update.variables?.key !== key) return null;
    if (update.isPending) return { saving: true };
    if (update.isSuccess) return { saved: true };
    if (update.isError) return { failed: update.error };
    return null;
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h2 id={headingId} className="text-lg font-bold text-neutral-900">
        E-mail notifications
      </h2>
      <p className="mt-1 text-neutral-700">
        Everything still appears in your notifications. Choose what we also send to{' '}
        <span className="font-semibold wrap-anywhere text-neutral-900">{email}</span>.
      </p>
      <div className="mt-4">
        {preferences.isPending ? (
          <Skeleton label="Loading your e-mail choices..." className="divide-y divide-neutral-200 border-y border-neutral-200">
            {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
              <div key={key} className="flex items-start justify-between gap-4 py-3">
                <SkeletonBlock className="my-1 h-4 w-3/5" />
                <SkeletonBlock className="mt-0.5 h-7 w-12 shrink-0 rounded-full" />
              </div>
            ))}
          </Skeleton>
        ) : preferences.isError ? (
          <LoadFailed onRetry={() => void preferences.refetch()}>Your e-mail choices could not be loaded.</LoadFailed>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-neutral-200 border-y border-neutral-200">
            {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
              <PreferenceRow
                key={key}
                label={NOTIFICATION_PREFERENCE_LABEL[key]}
                on={preferences.data[key]}
                onChange={(on) => update.mutate({ key, on })}
                outcome={outcomeOf(key)}
              />
            ))}
          </ul>
        )}
      </div>
      <p className="mt-4 text-sm text-neutral-600">Every e-mail we send has a link that stops that kind, without signing in.</p>
    </section>
  );
}
