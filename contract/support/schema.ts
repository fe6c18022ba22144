import { z } from 'zod';
import { idField, isoDateTime } from '../shared/schema.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_STATUSES, SUPPORT_SUBJECT_MAX, SUPPORT_SUBJECT_MIN } from './rules.ts';

export const supportStatus = z.enum(SUPPORT_STATUSES, { error: `Status must be one of ${SUPPORT_STATUSES.join(', ')}` });

/** Text a person writes, trimmed, between `min` and `max` characters, each refusal naming the field. */
function writtenText(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

const messageText = writtenText('Message', SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGE_MAX);

/** POST /api/support/requests: what the person needs help with, and the match it is about, if any. */
export const supportRequestCreateBody = z.object({
  subject: writtenText('Subject', SUPPORT_SUBJECT_MIN, SUPPORT_SUBJECT_MAX),
  message: messageText,
  match_id: idField('Match').nullish(),
});
export type SupportRequestCreateBody = z.infer<typeof supportRequestCreateBody>;

/** POST /api/support/requests/{id}/messages, and the team's reply. */
export const supportMessageBody = z.object({ message: messageText });
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

/** One message of a request's thread: the member's own, or the team's. */
const supportMessage = z
  .object({ id: z.uuid(), author: z.enum(['member', 'team']), author_name: z.string(), message: z.string(), created_at: isoDateTime })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessage>;

/**
 * A support request as its member sees it. `priority`: the member was Premium, with paid plans on,
 * when they sent it. `match_id` and `app_name` name the match it is about (null when none, or gone).
 */
export const supportRequest = z
  .object({ id: z.uuid(), subject: z.string(), status: supportStatus, priority: z.boolean(), match_id: z.uuid().nullable(), app_name: z.string().nullable() })
  .extend({ created_at: isoDateTime, updated_at: isoDateTime, messages: z.array(supportMessage) })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequest>;

/** A request in the person's list: without its thread. */
export const supportRequestSummary = supportRequest.omit({ messages: true }).meta({ id: 'SupportRequestSummary' });
export type SupportRequestSummary = z.infer<typeof supportRequestSummary>;
