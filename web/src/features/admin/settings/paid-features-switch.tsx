import type { SystemSetting } from '#contract/admin/schema.ts';
import { cn } from '#web/lib/cn.ts';

const DEFAULT_DESCRIPTION =
  'When on, the Free plan allows 3 matches and users see upgrade prompts. When off, everyone has unlimited access while usage is still counted.';

const updatedAtFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The server answers the start of 1970 for a setting nobody has changed yet (no row is stored). */
function changedText(updatedAt: string): string {
  const changed = new Date(updatedAt);
  return changed.getTime() === 0 ? 'Never changed' : `Last changed ${updatedAtFormat.format(changed)}`;
}

type PaidFeaturesSwitchProps = { setting: SystemSetting; saving: boolean; onChange: (enabled: boolean) => void };

/** The paid_features_enabled setting as a switch (role="switch", aria-checked). */
export function PaidFeaturesSwitch({ setting, saving, onChange }: PaidFeaturesSwitchProps) {
  const enabled = setting.setting_value;

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-surface p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p id="paid-features-label" className="font-semibold text-neutral-900">
          Paid features
        </p>
        <p id="paid-features-description" className="mt-1 text-sm text-neutral-700">
          {setting.description || DEFAULT_DESCRIPTION}
        </p>
        <p className="mt-2 text-xs text-neutral-600">{changedText(setting.updated_at)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span aria-hidden="true" className="w-7 text-sm font-semibold text-neutral-700">
          {enabled ? 'On' : 'Off'}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby="paid-features-label"
          aria-describedby="paid-features-description"
          disabled={saving}
          onClick={() => onChange(!enabled)}
          className={cn(
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60',
            enabled ? 'bg-success-700' : 'bg-neutral-500',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('inline-block size-6 rounded-full bg-surface shadow transition-transform', enabled ? 'translate-x-6' : 'translate-x-0')}
          />
        </button>
      </div>
    </div>
  );
}
