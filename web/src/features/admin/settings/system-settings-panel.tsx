import { useEffect, useState } from 'react';
import { useSystemSettings, useUpdateSystemSetting } from './api/system-settings.ts';
import { endedSession } from '#web/api/session.ts';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { Skeleton, SkeletonBlock, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/lib/toast.tsx';
import { PaidFeaturesSwitch } from './paid-features-switch.tsx';
import { PaidFeaturesConfirm } from './paid-features-confirm.tsx';

const LOAD_FAILED = 'Failed to load system settings';

export function SystemSettingsPanel() {
  const settings = useSystemSettings();
  const update = useUpdateSystemSetting();
  const paidFeatures = settings.data?.find((setting) => setting.setting_key === 'paid_features_enabled');
  // The value the switch was asked to take, while its confirmation is open.
  const [asked, setAsked] = useState<boolean | null>(null);

  const loadError = settings.error;
  useEffect(() => {
    if (loadError && !endedSession(loadError)) notify.error(LOAD_FAILED);
  }, [loadError]);

  function setPaidFeatures(enabled: boolean) {
    update.mutate(
      { key: 'paid_features_enabled', setting_value: enabled },
      {
        onSuccess: () => notify.success(enabled ? 'Paid features enabled' : 'Paid features disabled'),
        onError: (error) => {
          if (!endedSession(error)) notify.error('Failed to update paid features setting');
        },
      },
    );
  }

  return (
    <section aria-labelledby="system-settings-title">
      <h2 id="system-settings-title" className="text-xl font-semibold text-neutral-900">
        System Settings
      </h2>
      <p className="mt-2 max-w-2xl text-neutral-700">Switches that change how the product behaves for every user.</p>
      <div className="mt-6 max-w-2xl">
        {settings.isPending && (
          <Skeleton
            label="Loading settings..."
            className="flex items-start justify-between gap-4 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm"
          >
            <div className="min-w-0 flex-1">
              <SkeletonBlock className="my-1 h-4 w-28" />
              <SkeletonText lines={2} className="mt-1" />
              <SkeletonBlock className="mt-2 h-3 w-32" />
            </div>
            <SkeletonBlock className="h-8 w-24 shrink-0 rounded-full" />
          </Skeleton>
        )}
        {settings.isError && <LoadFailed onRetry={() => void settings.refetch()}>The settings could not be loaded.</LoadFailed>}
        {paidFeatures && <PaidFeaturesSwitch setting={paidFeatures} saving={update.isPending} onChange={setAsked} />}
      </div>
      {/* Confirmed, it closes and the switch moves at once (the change is optimistic). */}
      <PaidFeaturesConfirm
        enable={asked}
        onConfirm={(enabled) => {
          setAsked(null);
          setPaidFeatures(enabled);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
