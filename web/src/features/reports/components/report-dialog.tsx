import { REPORT_REASONS, REPORT_REASON_LABEL, type ReportReason } from '#contract/reports/rules.ts';
import { reportCreateBody } from '#contract/reports/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { LongTextField } from '#web/components/ui/long-text-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useShowSent } from '#web/lib/use-show-sent.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useCreateReport } from '../api/create-report.ts';
import { MESSAGE_LENGTH } from '../logic/report-words.ts';

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABEL[reason] }));

const REPORT_SENT_MESSAGE = 'Report sent';
const MESSAGE_HINT = `Say what happened, in ${MESSAGE_LENGTH}.`;

type ReportDialogProps = {
  open: boolean;
  onClose: () => void;
  matchId: string;
  appName: string;
  /** The reason chosen when it opens ("Report reward not received"); none leaves the choice to the person. */
  reason: ReportReason | null;
};

/** "Report a problem" with a match: a reason and a message, checked with the server's schema; once sent, the report's page. */
export function ReportDialog({ open, onClose, matchId, appName, reason }: ReportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Report a problem"
      description={`About your ${appName} referral. The other party and our team will read what you write.`}
    >
      <ReportForm matchId={matchId} reason={reason} onCancel={onClose} />
    </Dialog>
  );
}

function ReportForm({ matchId, reason, onCancel }: { matchId: string; reason: ReportReason | null; onCancel: () => void }) {
  const showReport = useShowSent(REPORT_SENT_MESSAGE, (report) => `/reports/${report.id}`);
  const create = useCreateReport();
  // The select starts empty unless a reason was chosen for the person; the schema refuses the empty one.
  const { field, handleSubmit } = useSchemaForm(reportCreateBody, { reason: reason ?? ('' as ReportReason), message: '' });
  const reasonField = field('reason');
  const onSubmit = handleSubmit((body) => create.mutate({ matchId, ...body }, { onSuccess: showReport }));
  const failure = failureMessage(create.error);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={create.isPending} className="flex flex-col gap-5">
      {/* The schema's message names the reasons as the API spells them: people read a plainer one. */}
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        {...reasonField}
        error={reasonField.error ? 'Please choose a reason' : null}
      />
      <LongTextField label="Message" hint={MESSAGE_HINT} rows={5} {...field('message')} />
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <DialogActions onCancel={onCancel} label="Send report" busyLabel="Sending..." busy={create.isPending} />
    </form>
  );
}
