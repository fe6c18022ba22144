import { useParams } from 'react-router';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { ThreadPage } from '#web/components/thread/thread-page.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSupportRequest } from '#web/features/support/api/support-request.ts';
import { SupportConversation } from '#web/features/support/components/support-conversation.tsx';
import { SupportRequestDetails } from '#web/features/support/components/support-request-details.tsx';

const WORDS = {
  title: 'Support request',
  loading: 'Loading your request...',
  missing: 'There is no support request of yours at that address.',
  failed: 'This request could not be loaded.',
};

/** /support/{id}: one of the person's support requests, its thread and their reply. */
export function SupportRequestScreen() {
  const { id = '' } = useParams();
  const request = useSupportRequest(id);
  useDocumentTitle(request.data ? request.data.subject : 'Support request');
  return (
    <ThreadPage query={request} words={WORDS} list={{ to: '/support', label: 'My support requests' }}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <PageTitle title={<span className="break-words">{data.subject}</span>} />
          <SupportRequestDetails request={data} />
          <div className="max-w-3xl">
            <SectionCard title="Messages">
              <SupportConversation request={data} />
            </SectionCard>
          </div>
        </div>
      )}
    </ThreadPage>
  );
}
