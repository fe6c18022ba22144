/** The rules of support requests both sides use, without zod. */

/** OPEN until the team answers; the member's reply opens it again; CLOSED when the team closes it. */
export const SUPPORT_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Each status in the words people (members and the team) read. */
export const SUPPORT_STATUS_LABEL: Record<SupportStatus, string> = { OPEN: 'Waiting for an answer', ANSWERED: 'Answered', CLOSED: 'Closed' };

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

/** Requests one person may have waiting for the team's answer at once; another is refused until one is answered. */
export const SUPPORT_WAITING_MAX = 3;
/** Messages one request's thread holds, from both sides together: a longer conversation starts a new request. */
export const SUPPORT_THREAD_MAX = 50;
/** The person's own list, newest first, is cut at this many. */
export const SUPPORT_MINE_LIMIT = 50;

/** How the team's queue and the member's request mark a request sent by a Premium member while paid plans were on. */
export const PRIORITY_LABEL = 'Premium · priority';

/** What the member is told when they send a request, and when they write again. */
export const SUPPORT_SENT_MESSAGE = 'Your message is with our support team';
export const SUPPORT_REPLY_SENT_MESSAGE = 'Reply sent to our support team';

/** The refusals of a member's writes. */
export const SUPPORT_TOO_MANY_WAITING = `You already have ${SUPPORT_WAITING_MAX} requests waiting for our answer. Add to one of them instead, and we will answer them in turn.`;
export const SUPPORT_REQUEST_CLOSED = 'This request is closed. If you still need help, contact support again.';
export const SUPPORT_THREAD_FULL = `This conversation has reached ${SUPPORT_THREAD_MAX} messages. Please start a new request.`;

/** The notice a member gets when the team answers (and its e-mail's subject and text). */
export const SUPPORT_REPLY_TITLE = 'Our support team answered';
export const supportReplyMessage = (subject: string) => `The team answered your request “${subject}”. Read the answer and reply under My support requests.`;
