import { useId } from 'react';
import { failureMessage } from '#web/api/failure-message.ts';
import { Switch } from '#web/components/ui/switch.tsx';

/** What became of the last change, said beside its own switch. */
export type RowOutcome = { saving: true } | { saved: true } | { failed: unknown } | null;

type PreferenceRowProps = { label: string; on: boolean; onChange: (on: boolean) => void; outcome: RowOutcome };

/** One kind of e-mail: its words as the switch's label, and under them how saving it went. */
export function PreferenceRow({ label, on, onChange, outcome }: PreferenceRowProps) {
  const id = useId();
  const failure = outcome && 'failed' in outcome ? failureMessage(outcome.failed) : null;

  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-neutral-900">
          {label}
        </label>
        {/* Always present, so a screen reader hears "Saved" as it appears. */}
        <p role="status" className="text-sm">
          {outcome && 'saving' in outcome && <span className="text-neutral-600">Saving...</span>}
          {outcome && 'saved' in outcome && <span className="font-medium text-success-800">Saved</span>}
        </p>
        {failure && (
          <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
            This change was not saved. {failure}
          </p>
        )}
      </div>
      <Switch id={id} checked={on} onCheckedChange={onChange} className="mt-0.5" />
    </li>
  );
}
