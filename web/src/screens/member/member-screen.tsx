import { useState } from 'react';
import { useParams } from 'react-router';
import { useMe } from '#web/api/me.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { TrackSummaryLine } from '#web/components/track-summary.tsx';
import { LoadFailed, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { formatDate } from '#web/lib/dates.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useMember } from '#web/features/members/api/member.ts';
import { TrackRecordFigures } from '#web/features/members/components/track-record-figures.tsx';
import { useOlderReviews } from '#web/features/reviews/api/member-reviews.ts';
import { ReviewItem } from '#web/features/reviews/components/review-item.tsx';
import { HttpError } from '#web/api/http.ts';

/** /members/{username}: a member's track record and reviews, from real matches; they reply to reviews here. */
export function MemberScreen() {
  const { username = '' } = useParams();
  useDocumentTitle(username);
  const member = useMember(username);
  const { data: me } = useMe();
  const [showOlder, setShowOlder] = useState(false);
  const older = useOlderReviews(username, showOlder);

  if (member.isPending) {
    return (
      <PageContainer>
        <LoadingNote>Loading the member...</LoadingNote>
      </PageContainer>
    );
  }
  if (member.isError) {
    return (
      <PageContainer>
        <PageTitle title={<span className="break-all">{username}</span>} />
        <div className="mt-6">
          {member.error instanceof HttpError && member.error.status === 404 ? (
            <p className="text-neutral-700">There is no member with that username.</p>
          ) : (
            <LoadFailed onRetry={() => void member.refetch()}>This member could not be loaded.</LoadFailed>
          )}
        </div>
      </PageContainer>
    );
  }

  const { data } = member;
  const own = me?.username.toLowerCase() === data.username.toLowerCase();
  const reviews = [...data.reviews, ...(older.data?.pages.flatMap((page) => page.items) ?? [])];
  const moreToShow = showOlder ? older.hasNextPage : data.track_record.ratings + data.track_record.as_referee.ratings > data.reviews.length;

  return (
    <PageContainer>
      <PageTitle title={<span className="break-all">{data.username}</span>}>
        Member since {formatDate(data.member_since)} · {data.track_record.email_verified ? 'E-mail verified · ' : ''}
        <TrackSummaryLine summary={data.track_record} sharer={data.track_record.codes_shared > 0 || data.track_record.matches > 0} className="" />
      </PageTitle>
      <p className="mt-2 max-w-3xl text-sm text-neutral-600">
        Every figure here is counted from this member’s real matches and the ratings of the people they matched with.
      </p>
      <div className="mt-8">
        <TrackRecordFigures record={data.track_record} />
      </div>
      <TitledSection title="Reviews" className="mt-10" titleClassName="text-xl">
        {reviews.length === 0 ? (
          <p className="mt-3 text-neutral-700">No reviews yet. Reviews come from people who completed a match with {own ? 'you' : 'this member'}.</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} canReply={own} />
            ))}
          </ul>
        )}
        {moreToShow && (
          <Button
            variant="secondary"
            className="mt-4"
            disabled={older.isFetching}
            onClick={() => (showOlder ? void older.fetchNextPage() : setShowOlder(true))}
          >
            {older.isFetching ? 'Loading...' : 'Show older reviews'}
          </Button>
        )}
      </TitledSection>
    </PageContainer>
  );
}
