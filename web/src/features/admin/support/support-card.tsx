import type { AdminSupportRequest } from '#contract/admin/support/schema.ts';
import { MATCH_STATUS_LABEL } from '#contract/matches/rules.ts';
import { PRIORITY_LABEL, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_STATUS_LABEL, type SupportStatus } from '#contract/support/rules.ts';
import { adminSupportReplyBody } from '#contract/admin/support/schema.ts';
import { AdminThread } from '../shared/admin-thread.tsx';
import { Badge, type BadgeTone } from '../shared/badge.tsx';
import { CardPart } from '../shared/card-part.tsx';
import { formatDateTime } from '../shared/format.ts';
import { QueueCard } from '../shared/queue-card.tsx';
import { ThreadMessageForm } from '../shared/thread-message-form.tsx';
import { useReplyToSupport } from './api/support-changes.ts';
import { SupportStatusButton } from './support-status-button.tsx';

const STATUS_TONE: Record<SupportStatus, BadgeTone> = { OPEN: 'amber', ANSWERED: 'green', CLOSED: 'slate' };

/** What the request is about: the member's referral and where its match stands, or nothing in particular. */
function aboutLine(request: Pick<AdminSupportRequest, 'app_name' | 'match_status'>): string {
  if (!request.app_name) return 'No particular referral';
  return `Their ${request.app_name} referral${request.match_status ? ` (${MATCH_STATUS_LABEL[request.match_status].toLowerCase()})` : ''}`;
}

/** One support request as the team answers it: who sent it and when, its priority, the thread, the reply and Close (or Reopen). */
export function SupportCard({ request, onGone }: { request: AdminSupportRequest; onGone?: () => void }) {
  const reply = useReplyToSupport();
  const { member } = request;
  return (
    <QueueCard
      title={request.subject}
      byline={
        <>
          <p className="text-sm text-neutral-700">
            Sent <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time> by{' '}
            <span className="font-semibold break-all">{member.username}</span> (<span className="break-all">{member.email}</span>)
            {member.is_active ? '' : ', whose account is deactivated'}
          </p>
          <p className="text-sm text-neutral-700">About: {aboutLine(request)}</p>
        </>
      }
      badges={
        <div className="flex flex-wrap gap-2">
          {request.priority && <Badge tone="indigo">{PRIORITY_LABEL}</Badge>}
          <Badge tone={STATUS_TONE[request.status]}>{SUPPORT_STATUS_LABEL[request.status]}</Badge>
        </div>
      }
    >
      <CardPart title="Thread">
        <AdminThread messages={request.messages} partOf={(message) => (message.author === 'team' ? null : 'member')} />
      </CardPart>
      <div className="grid gap-6 border-t border-neutral-200 pt-6 md:grid-cols-[2fr_1fr]">
        {request.status !== 'CLOSED' && (
          <CardPart title="Reply to the member">
            <ThreadMessageForm
              schema={adminSupportReplyBody}
              label="Your reply"
              hint={`${SUPPORT_MESSAGE_MIN} to ${SUPPORT_MESSAGE_MAX.toLocaleString('en-GB')} characters. The member is told, and e-mailed if they asked for it.`}
              maxLength={SUPPORT_MESSAGE_MAX}
              submitLabel="Send reply"
              sent="Reply sent"
              failed="Failed to send the reply"
              send={async (body) => {
                await reply.mutateAsync({ id: request.id, body });
                onGone?.();
              }}
              pending={reply.isPending}
            />
          </CardPart>
        )}
        <CardPart title={request.status === 'CLOSED' ? 'Reopen' : 'Close'}>
          <SupportStatusButton request={request} onGone={onGone} />
        </CardPart>
      </div>
    </QueueCard>
  );
}
