import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { adminReportDecisionBody, type AdminReport } from '#contract/admin/reports/schema.ts';
import { endedSession } from '#web/api/session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useDecideReport } from './api/decide-report.ts';
import { failureText } from '../shared/failure-text.ts';
import { SelectField, TextareaField } from '../shared/form-controls.tsx';
import { actionsHint, decisionActions, type DecisionStatus } from './report-words.ts';

const DECIDE_FAILED = 'Failed to save the decision';

const CHOICES: readonly { value: DecisionStatus; label: string; hint: string }[] = [
  { value: 'RESOLVED', label: 'Resolve', hint: 'The report was right.' },
  { value: 'DISMISSED', label: 'Dismiss', hint: 'There is nothing to act on.' },
];

/**
 * The team's decision on an open report: resolve or dismiss, the resolution both parties read
 * (required), and what it does; a dismissal does nothing more. Checked with the server's schema.
 */
export function DecisionForm({ report, onDecided }: { report: AdminReport; onDecided?: () => void }) {
  const decide = useDecideReport();
  const form = useSchemaForm(adminReportDecisionBody, { status: 'RESOLVED', resolution: '', action: 'NONE' });
  const status = useWatch({ control: form.control, name: 'status' }) as DecisionStatus;
  const id = useId();
  const statusField = form.register('status', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'DISMISSED') form.setValue('action', 'NONE');
    },
  });
  const hint = actionsHint(report, status);

  const submit = form.handleSubmit(async (body) => {
    // The card leaves the open queue once the list refreshes, so the outcome is said whatever is still on screen.
    try {
      await decide.mutateAsync({ id: report.id, body });
      notify.success(body.status === 'RESOLVED' ? 'Report resolved' : 'Report dismissed');
      onDecided?.();
    } catch (error) {
      if (!endedSession(error)) notify.error(failureText(error, DECIDE_FAILED));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={decide.isPending} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-neutral-800">Decision</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {CHOICES.map((choice) => (
            <div key={choice.value} className="flex items-start gap-2">
              <input
                id={`${id}-${choice.value}`}
                type="radio"
                value={choice.value}
                aria-describedby={`${id}-${choice.value}-hint`}
                {...statusField}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <div>
                <label htmlFor={`${id}-${choice.value}`} className="font-semibold text-neutral-900">
                  {choice.label}
                </label>
                <p id={`${id}-${choice.value}-hint`} className="text-sm text-neutral-600">
                  {choice.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Resolution"
        hint="Both parties read this with the decision."
        rows={4}
        required
        error={form.formState.errors.resolution?.message}
        {...form.register('resolution', { onChange: () => form.clearErrors('resolution') })}
      />
      <SelectField label="Action" options={decisionActions(report, status)} hint={hint ?? undefined} {...form.register('action')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? 'Saving...' : status === 'DISMISSED' ? 'Dismiss report' : 'Resolve report'}
        </Button>
      </div>
    </form>
  );
}
