import { Link } from 'react-router';
import { SUPPORT_REPLY_SENT_MESSAGE } from '#contract/support/rules.ts';
import { supportMessageBody, type SupportRequest } from '#contract/support/schema.ts';
import { MessageThread } from '#web/components/thread/message-thread.tsx';
import { ThreadReplyForm } from '#web/components/thread/reply-form.tsx';
import { useWriteAgain } from '../api/write-again.ts';
import { authorOf, REPLY_HINT } from '../logic/support-words.ts';

/** A request's thread, oldest first, and the person's reply while it is not closed (closed, a way to ask again). */
export function SupportConversation({ request }: { request: SupportRequest }) {
  return (
    <div className="flex flex-col gap-5">
      <MessageThread messages={request.messages} authorOf={authorOf} />
      {request.status === 'CLOSED' ? (
        <p className="text-sm text-neutral-700">
          This request is closed, so no more messages can be added.{' '}
          <Link to="/support" className="font-semibold text-brand-700 underline hover:text-brand-900">
            Contact support again
          </Link>
        </p>
      ) : (
        <WriteAgainForm requestId={request.id} />
      )}
    </div>
  );
}

function WriteAgainForm({ requestId }: { requestId: string }) {
  const write = useWriteAgain();
  return (
    <ThreadReplyForm
      schema={supportMessageBody}
      hint={REPLY_HINT}
      sentMessage={SUPPORT_REPLY_SENT_MESSAGE}
      send={(message) => write.mutateAsync({ requestId, message })}
      pending={write.isPending}
      error={write.error}
    />
  );
}
