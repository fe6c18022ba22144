import { useMe } from '#web/api/me.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { SkeletonList } from '#web/components/ui/skeleton.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useMySupportRequests } from '#web/features/support/api/my-support-requests.ts';
import { SupportRequestForm } from '#web/features/support/components/support-request-form.tsx';
import { SupportRequestList } from '#web/features/support/components/support-request-list.tsx';
import { priorityNote } from '#web/features/support/logic/support-words.ts';

export const NO_SUPPORT_REQUESTS_TEXT = 'No requests yet. What you send appears here, with our answers.';

/** /support: "Contact support" (a subject and a message) beside the person's requests, newest first. */
export function SupportScreen() {
  useDocumentTitle('Support');
  const requests = useMySupportRequests();
  const note = priorityNote(useMe().data);

  function list() {
    if (requests.isError) return <LoadFailed onRetry={() => void requests.refetch()}>Your support requests could not be loaded.</LoadFailed>;
    if (!requests.data) return <SkeletonList label="Loading your support requests..." logo={false} />;
    if (requests.data.length === 0) return <SectionState state="empty" what="support requests" icon="chat" empty={NO_SUPPORT_REQUESTS_TEXT} />;
    return <SupportRequestList requests={requests.data} />;
  }

  return (
    <PageContainer>
      <PageTitle title="Support">
        A bonus that has not arrived, a problem with a referral or with your account: ask our support team. For a referral, “Contact support” on its card in
        your dashboard tells us which one.
      </PageTitle>
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SectionCard title="Contact support" description={note ?? undefined}>
          <SupportRequestForm matchId={null} />
        </SectionCard>
        <SectionCard title="My support requests">{list()}</SectionCard>
      </div>
    </PageContainer>
  );
}
