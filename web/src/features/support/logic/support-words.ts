import type { User } from '#contract/auth/schema.ts';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_REQUEST_CLOSED,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  type SupportStatus,
} from '#contract/support/rules.ts';
import type { SupportMessage, SupportRequestSummary } from '#contract/support/schema.ts';
import type { ThreadAuthor } from '#web/components/thread/message-thread.tsx';

const MESSAGE_LENGTH = `${SUPPORT_MESSAGE_MIN} to ${SUPPORT_MESSAGE_MAX.toLocaleString('en-GB')} characters`;

export const SUBJECT_HINT = `What it is about, in ${SUPPORT_SUBJECT_MIN} to ${SUPPORT_SUBJECT_MAX} characters.`;
export const MESSAGE_HINT = `What happened and what you need, in ${MESSAGE_LENGTH}.`;
export const REPLY_HINT = `${MESSAGE_LENGTH}.`;

/** What the request's page says under its details, for each status. */
export const STATUS_NOTE: Record<SupportStatus, string> = {
  OPEN: 'Our support team will answer here, and we will tell you when they do.',
  ANSWERED: 'Our team answered. If you need more help, reply below and it goes back to them.',
  CLOSED: SUPPORT_REQUEST_CLOSED,
};

/** What a request is about: one of the person's referrals, or nothing in particular. */
export function aboutText(request: Pick<SupportRequestSummary, 'app_name'>): string {
  return request.app_name ? `Your ${request.app_name} referral` : 'No particular referral';
}

/** Who wrote a message, from where the person stands: "You", or the team. */
export function authorOf(message: Pick<SupportMessage, 'author' | 'author_name'>): ThreadAuthor {
  return message.author === 'team' ? { line: message.author_name, voice: 'team' } : { line: 'You', voice: 'mine' };
}

/** Said above the form to a Premium member while paid plans are on; nothing to anyone else. */
export function priorityNote(user: Pick<User, 'paid_features_enabled' | 'subscription_status'> | undefined): string | null {
  return user?.paid_features_enabled && user.subscription_status === 'PREMIUM' ? 'As a Premium member, your requests go to the front of our queue.' : null;
}
