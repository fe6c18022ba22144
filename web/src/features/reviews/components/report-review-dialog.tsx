import { useState } from 'react';
import { REVIEW_REPORT_REASONS, REVIEW_REPORT_REASON_WORDS, REVIEW_TEXT_MAX } from '#contract/reviews/rules.ts';
import type { ReviewReportBody } from '#contract/reviews/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogActions } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useReportReview } from '../api/report-review.ts';

type Reason = ReviewReportBody['reason'];

/** "Report", under a review: a dialog asking why, sent to the administrators' queue. */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('ABUSIVE');
  const [message, setMessage] = useState('');
  const report = useReportReview();

  function close() {
    setOpen(false);
    report.reset();
  }

  return (
    <>
      <Button variant="ghost" className="mt-2" onClick={() => setOpen(true)}>
        Report
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Report this review"
        description="The team reads every report and hides a review (or its reply) that breaks the rules."
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { reviewId, reason, message },
              {
                onSuccess: () => {
                  notify.success('Thank you: the team will look at this review.');
                  close();
                },
              },
            );
          }}
        >
          <SelectField
            label="What is wrong with it"
            value={reason}
            onChange={(event) => setReason(event.target.value as Reason)}
            options={REVIEW_REPORT_REASONS.map((value) => ({ value, label: REVIEW_REPORT_REASON_WORDS[value] }))}
          />
          <TextAreaField label="Anything the team should know (optional)" value={message} onChange={setMessage} maxLength={REVIEW_TEXT_MAX} />
          {report.error && <ErrorAlert>{failureMessage(report.error)}</ErrorAlert>}
          <DialogActions onCancel={close} label="Send Report" busyLabel="Sending..." busy={report.isPending} />
        </form>
      </Dialog>
    </>
  );
}
