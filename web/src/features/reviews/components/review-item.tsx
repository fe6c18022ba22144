import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX } from '#contract/reviews/rules.ts';
import type { Review } from '#contract/reviews/schema.ts';
import { errorMessageOf } from '#web/api/session-rules.ts';
import { endedSession } from '#web/api/session.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { ReportReview } from './report-review-dialog.tsx';

/** One review: its stars, who wrote it for which app, the comment, and the member's reply (or that the team hid it), or a way to write one on their own page; and a way to report it. */
export function ReviewItem({ review, canReply }: { review: Review; canReply: boolean }) {
  const role = review.reviewer_role === 'referee' ? 'signed up with their code' : 'shared the code they used';
  return (
    <li className="rounded-xl border border-neutral-200 bg-surface p-4">
      <p className="font-semibold text-neutral-900">
        <span aria-hidden="true" className="text-warning-500">
          {'★'.repeat(review.rating)}
          <span className="text-neutral-300">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span className="sr-only">Rated {review.rating} out of 5</span>
      </p>
      <p className="mt-1 text-sm text-neutral-600">
        {review.reviewer}, who {role} for {review.app_name}, on {formatDate(review.created_at)}
      </p>
      {review.comment && <p className="mt-2 break-words text-neutral-800">{review.comment}</p>}
      {review.reply ? (
        <div className="mt-3 border-l-4 border-neutral-200 pl-3">
          <p className="text-sm font-semibold text-neutral-700">Reply</p>
          <p className="break-words text-neutral-800">{review.reply}</p>
        </div>
      ) : review.reply_hidden ? (
        <p className="mt-3 border-l-4 border-neutral-200 pl-3 text-sm text-neutral-600">The team hid the reply to this review.</p>
      ) : (
        canReply && <ReplyForm reviewId={review.id} />
      )}
      <ReportReview reviewId={review.id} />
    </li>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  if (!open) {
    return (
      <Button variant="ghost" className="mt-2" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    reply.mutate({ reviewId, reply: text });
  }
  const failure = reply.error && !endedSession(reply.error) ? errorMessageOf(reply.error) : null;
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <TextAreaField label="Your public reply" value={text} onChange={setText} maxLength={REVIEW_TEXT_MAX} />
      <FormEnd failure={failure} pending={reply.isPending} label="Send Reply" pendingLabel="Sending..." />
    </form>
  );
}
