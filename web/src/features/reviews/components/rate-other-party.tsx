import { useId, useState, type FormEvent } from 'react';
import { RATING_MAX, REVIEW_TEXT_MAX } from '#contract/reviews/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { errorMessageOf } from '#web/api/session-rules.ts';
import { endedSession } from '#web/api/session.ts';
import { FormEnd } from '#web/components/ui/form-end.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useReviewMatch } from '../api/review-match.ts';
import { canRate } from '../logic/can-rate.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** Once a match has completed: a rating of the other party from 1 to 5 stars and a comment, sent once; afterwards, the rating given. */
export function RateOtherParty({ match }: { match: Match }) {
  const other = match.other_party;
  const review = useReviewMatch();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  if (!other) return null;
  if (match.my_review_rating !== null) {
    return (
      <p className="text-sm text-neutral-700">
        You rated {other.username} <span aria-hidden="true">{'★'.repeat(match.my_review_rating)}</span>
        <span className="sr-only">{match.my_review_rating} out of 5</span>.
      </p>
    );
  }
  if (!canRate(match)) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    review.mutate(
      { matchId: match.id, rating, comment: comment.trim() || null },
      { onSuccess: () => notify.success(`Thank you: your rating of ${other!.username} is on their page.`) },
    );
  }

  const failure = review.error && !endedSession(review.error) ? errorMessageOf(review.error) : null;
  return (
    <form noValidate onSubmit={submit} aria-busy={review.isPending} className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-3">
      <fieldset aria-describedby={missing ? errorId : undefined}>
        <legend className="text-sm font-semibold text-neutral-800">How was it with {other.username}?</legend>
        <div className="mt-2 flex gap-1">
          {STARS.map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                name={`rating-${match.id}`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setMissing(false);
                }}
                // Over the star, invisible: the star is what people see and press.
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={`inline-flex size-11 items-center justify-center rounded-lg text-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${rating !== null && value <= rating ? 'text-warning-500' : 'text-neutral-300'}`}
              >
                ★
              </span>
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
            Please choose a rating from 1 to 5 stars
          </p>
        )}
      </fieldset>
      <TextAreaField label="Comment (optional)" value={comment} onChange={setComment} maxLength={REVIEW_TEXT_MAX} />
      <FormEnd failure={failure} pending={review.isPending} label="Send Rating" pendingLabel="Sending..." />
    </form>
  );
}
