import { useParams } from 'react-router';
import { HttpError } from '#web/api/http.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { BackLinks } from '#web/components/thread/back-links.tsx';
import { LoadFailed, LoadingNote } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSupportRequest } from '#web/features/support/api/support-request.ts';
import { SupportConversation } from '#web/features/support/components/support-conversation.tsx';
import { SupportRequestDetails } from '#web/features/support/components/support-request-details.tsx';

/** /support/{id}: one of the person's support requests, its thread and their reply. */
export function SupportRequestScreen() {
  const { id = '' } = useParams();
  const request = useSupportRequest(id);
  useDocumentTitle(request.data ? request.data.subject : 'Support request');

  function content() {
    if (request.isPending) return <LoadingNote>Loading your request...</LoadingNote>;
    if (request.isError) {
      return (
        <>
          <PageTitle title="Support request" />
          <div className="mt-6">
            {request.error instanceof HttpError && request.error.status === 404 ? (
              <p className="text-slate-700">There is no support request of yours at that address.</p>
            ) : (
              <LoadFailed onRetry={() => void request.refetch()}>This request could not be loaded.</LoadFailed>
            )}
          </div>
        </>
      );
    }
    return (
      <div className="flex flex-col gap-8">
        <PageTitle title={<span className="break-words">{request.data.subject}</span>} />
        <SupportRequestDetails request={request.data} />
        <div className="max-w-3xl">
          <SectionCard title="Messages">
            <SupportConversation request={request.data} />
          </SectionCard>
        </div>
      </div>
    );
  }

  return (
    <PageContainer>
      <BackLinks list={{ to: '/support', label: 'My support requests' }} />
      <div className="mt-6">{content()}</div>
    </PageContainer>
  );
}
