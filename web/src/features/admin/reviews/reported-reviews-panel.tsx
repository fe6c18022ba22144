import { useState } from 'react';
import { REVIEW_REPORT_REASON_WORDS, REVIEW_TEXT_MAX } from '#contract/reviews/rules.ts';
import type { AdminReview } from '#contract/reviews/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert, LoadFailed, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { notify } from '#web/lib/toast.tsx';
import { useAdminReviews, useDecideReview } from './api/admin-reviews.ts';

const DECIDED = {
  hide: 'Review hidden; its author has been told why.',
  'hide-reply': 'Reply hidden; its author has been told why.',
  keep: 'Review kept; its reports are closed.',
} as const;

/**
 * Hide the review, hide its reply alone (when the reply is what is wrong: the review and its rating
 * stay), or keep it, with the reason the audit log keeps (and, hidden, the author reads).
 */
function Decision({ review }: { review: AdminReview }) {
  const [reason, setReason] = useState('');
  const decide = useDecideReview((decision) => notify.success(DECIDED[decision]));
  const send = (decision: keyof typeof DECIDED) => decide.mutate({ reviewId: review.id, decision, reason });
  return (
    <div className="mt-3 flex flex-col gap-2">
      <TextAreaField label="Reason for the decision" value={reason} onChange={setReason} maxLength={REVIEW_TEXT_MAX} />
      {decide.error && <ErrorAlert>{failureMessage(decide.error)}</ErrorAlert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" disabled={decide.isPending} onClick={() => send('hide')}>
          Hide Review
        </Button>
        {review.reply && !review.reply_hidden_at && (
          <Button variant="secondary" disabled={decide.isPending} onClick={() => send('hide-reply')}>
            Hide Reply
          </Button>
        )}
        <Button variant="secondary" disabled={decide.isPending} onClick={() => send('keep')}>
          Keep Review
        </Button>
      </div>
    </div>
  );
}

/** A review in the queue (`deciding`: waiting, with the decision's form) or in the list of hidden ones. */
function ReviewCard({ review, deciding }: { review: AdminReview; deciding: boolean }) {
  return (
    <li className="rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm">
      <p className="text-sm text-neutral-600">
        {review.reviewer} about {review.reviewee}, for {review.app_name}, on {formatDate(review.created_at)}: {review.rating} out of 5
      </p>
      {review.comment && <p className="mt-1 break-words text-neutral-900">{review.comment}</p>}
      {review.reply && (
        <p className="mt-2 border-l-4 border-neutral-200 pl-3 break-words text-neutral-800">
          <span className="font-semibold">Reply: </span>
          {review.reply}
        </p>
      )}
      {review.reply_hidden_at && (
        <p className="mt-1 text-sm font-medium text-neutral-800">
          Reply hidden on {formatDate(review.reply_hidden_at)}: {review.reply_hidden_reason}
        </p>
      )}
      {review.hidden_at ? (
        <p className="mt-2 text-sm font-medium text-neutral-800">
          Hidden on {formatDate(review.hidden_at)}: {review.hidden_reason}
        </p>
      ) : (
        deciding && (
          <p className="mt-2 text-sm font-medium text-neutral-800">
            {review.open_reports} open report{review.open_reports === 1 ? '' : 's'}
          </p>
        )
      )}
      <ul aria-label="Reports" className="mt-1 space-y-1 text-sm text-neutral-700">
        {review.reports.map((report) => (
          <li key={report.id}>
            {REVIEW_REPORT_REASON_WORDS[report.reason]}, by {report.reporter} on {formatDate(report.created_at)}
            {report.message && `: ${report.message}`}
          </li>
        ))}
      </ul>
      {deciding && !review.hidden_at && <Decision review={review} />}
    </li>
  );
}

/**
 * Reported reviews (docs/decisions/reports-and-support.md, "Reported reviews"): the ones waiting,
 * longest first, each hidden (or its reply) or kept with a reason; and the hidden ones and hidden
 * replies, for the record.
 */
export function ReportedReviewsPanel() {
  const [status, setStatus] = useState<'REPORTED' | 'HIDDEN'>('REPORTED');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews({ status, page });
  const show = (next: 'REPORTED' | 'HIDDEN') => {
    setStatus(next);
    setPage(1);
  };
  const data = reviews.data;

  return (
    <section aria-labelledby="reported-reviews-title" className="mt-12">
      <h2 id="reported-reviews-title" className="text-xl font-semibold text-neutral-900">
        Reported reviews
      </h2>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Which reviews">
        <Button variant={status === 'REPORTED' ? 'primary' : 'secondary'} aria-pressed={status === 'REPORTED'} onClick={() => show('REPORTED')}>
          Waiting
        </Button>
        <Button variant={status === 'HIDDEN' ? 'primary' : 'secondary'} aria-pressed={status === 'HIDDEN'} onClick={() => show('HIDDEN')}>
          Hidden
        </Button>
      </div>
      <div className="mt-4">
        {reviews.isPending && <LoadingNote>Loading reviews...</LoadingNote>}
        {reviews.isError && <LoadFailed onRetry={() => void reviews.refetch()}>The reviews could not be loaded.</LoadFailed>}
        {data && data.items.length === 0 && (
          <p className="text-neutral-700">{status === 'REPORTED' ? 'No review is waiting for a decision.' : 'No review or reply has been hidden.'}</p>
        )}
        {data && data.items.length > 0 && (
          <>
            <ul className="flex flex-col gap-3">
              {data.items.map((review) => (
                <ReviewCard key={review.id} review={review} deciding={status === 'REPORTED'} />
              ))}
            </ul>
            {data.total_pages > 1 && (
              <nav aria-label="Review pages" className="mt-3 flex items-center gap-3">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-neutral-700">
                  Page {page} of {data.total_pages}
                </span>
                <Button variant="secondary" disabled={page >= data.total_pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
