/** The rules of notifications both sides use, without zod (contract/notifications/schema.ts builds on these). */

/** UNREAD to READ and back; ARCHIVED is where a deletion falls back to (user-side.md §4). */
export const NOTIFICATION_STATUSES = ['UNREAD', 'READ', 'ARCHIVED'] as const;

/** user-side.md §9: the list answers 50 by default; the screen asks for 100, the bell for 20. */
export const NOTIFICATION_LIMITS = { default: 50, max: 100, screen: 100, bell: 20 } as const;
/** The most ids one bulk call may name: everything the notifications screen can show. */
export const MAX_BULK_IDS = NOTIFICATION_LIMITS.max;

/**
 * The live stream (GET /api/notifications/stream, text/event-stream): `unread-count` when it opens
 * and whenever the count may have moved without a new notification; `notification` for each new one.
 */
export const STREAM_EVENTS = { notification: 'notification', unreadCount: 'unread-count' } as const;

/**
 * What a person may choose to get by e-mail as well as in the bell, each with its words and whether
 * it is on for a new account (events that need them to act are on; the rest off).
 */
const PREFERENCES = [
  ['code_claimed', 'Someone claimed your code, or you were matched with one', true],
  ['signup_marked', 'A sign-up was marked complete (or undone)', true],
  ['reward_confirmed', 'A reward was confirmed and the match completed', true],
  ['match_reminders', 'Reminders: a claim about to expire or expired, a reward overdue', true],
  ['reports', 'Reports about your matches: opened, answered, decided; your code paused or restored', true],
  ['support', 'Answers from our support team', true],
  ['offers', 'Offers you use or share: ended, changed or back on offer; your code used up', true],
  ['reviews', 'Reviews of you, and replies to yours', false],
  ['weekly_summary', 'A weekly summary of your matches', false],
] as const;
export type NotificationPreferenceKey = (typeof PREFERENCES)[number][0];
export const NOTIFICATION_PREFERENCE_KEYS = PREFERENCES.map(([key]) => key) as unknown as readonly [NotificationPreferenceKey, ...NotificationPreferenceKey[]];
export const NOTIFICATION_PREFERENCE_LABEL = Object.fromEntries(PREFERENCES.map(([key, label]) => [key, label])) as Record<NotificationPreferenceKey, string>;
export const DEFAULT_NOTIFICATION_PREFERENCES = Object.fromEntries(PREFERENCES.map(([key, , on]) => [key, on])) as Record<NotificationPreferenceKey, boolean>;

/** Which preference sends a kind of notification by e-mail; kinds not named here are never mailed. */
export const PREFERENCE_OF_TYPE: Readonly<Record<string, NotificationPreferenceKey>> = {
  REFERRAL_CLAIMED: 'code_claimed',
  MATCH_FOUND: 'code_claimed',
  REFERRAL_MARKED_DONE: 'signup_marked',
  REFERRAL_MARKED_UNDONE: 'signup_marked',
  PAYOUT_PROCESSED: 'reward_confirmed',
  REFERRAL_COMPLETED: 'reward_confirmed',
  CLAIM_EXPIRING: 'match_reminders',
  MATCH_CANCELLED: 'match_reminders',
  REWARD_OVERDUE: 'match_reminders',
  REPORT_OPENED: 'reports',
  REPORT_MESSAGE: 'reports',
  REPORT_DECIDED: 'reports',
  CODE_PAUSED: 'reports',
  CODE_RESTORED: 'reports',
  REVIEW_RECEIVED: 'reviews',
  REVIEW_REPLY: 'reviews',
  SUPPORT_REPLY: 'support',
  OFFER_ENDED: 'offers',
  OFFER_REOPENED: 'offers',
  OFFER_CHANGED: 'offers',
  CODE_USED_UP: 'offers',
};

/**
 * Each kind of notice in a few words, for the notifications screen. PAYOUT_PROCESSED keeps the
 * spec's name, but the site pays nothing: it says the other party confirmed their reward.
 */
export const NOTIFICATION_TYPE_WORDS: Readonly<Record<string, string>> = {
  REFERRAL_CLAIMED: 'Code claimed',
  MATCH_FOUND: 'Code found for you',
  REFERRAL_MARKED_DONE: 'Sign-up marked complete',
  REFERRAL_MARKED_UNDONE: 'Sign-up not complete',
  PAYOUT_PROCESSED: 'Reward confirmed',
  REFERRAL_COMPLETED: 'Referral completed',
  CLAIM_EXPIRING: 'Claim expiring',
  MATCH_CANCELLED: 'Match cancelled',
  REWARD_OVERDUE: 'Reward overdue',
  REPORT_OPENED: 'Report opened',
  REPORT_MESSAGE: 'Report message',
  REPORT_DECIDED: 'Report decided',
  CODE_PAUSED: 'Code paused',
  CODE_RESTORED: 'Code back on offer',
  REVIEW_RECEIVED: 'Review received',
  REVIEW_REPLY: 'Review reply',
  REVIEW_HIDDEN: 'Review hidden',
  REPLY_HIDDEN: 'Reply hidden',
  SUPPORT_REPLY: 'Support answer',
  OFFER_ENDED: 'Offer ended',
  OFFER_REOPENED: 'Offer back on',
  OFFER_CHANGED: 'Offer changed',
  CODE_USED_UP: 'Code used up',
  SYSTEM_ANNOUNCEMENT: 'Announcement',
};

/**
 * Where a notice leads, with the words of its link, or null for one that leads nowhere in particular.
 * One rule for the bell, the notifications screen and e-mail. `username`: the notice's owner, whose
 * own member page a notice about a review of them leads to (where they reply).
 */
export function notificationDestination(type: string, matchId: string | null, username: string | null = null): { path: string; label: string } | null {
  if (username && type === 'REVIEW_RECEIVED') return { path: `/members/${encodeURIComponent(username)}`, label: 'Reply on your page' };
  if (username && type === 'REPLY_HIDDEN') return { path: `/members/${encodeURIComponent(username)}`, label: 'See your page' };
  if (type.startsWith('REPORT_') && matchId) return { path: `/reports?match=${encodeURIComponent(matchId)}`, label: 'View report' };
  if (type === 'CODE_PAUSED' || type === 'CODE_RESTORED' || type === 'OFFER_REOPENED') return { path: '/my-apps', label: 'View your codes' };
  if (type === 'CODE_USED_UP') return { path: '/my-apps', label: 'Give it more uses' };
  if (type === 'SUPPORT_REPLY') return { path: '/support', label: 'Read the answer' };
  if (type === 'OFFER_CHANGED')
    return matchId ? { path: `/dashboard?match=${encodeURIComponent(matchId)}`, label: 'See your match' } : { path: '/dashboard', label: 'See your matches' };
  if (type === 'REFERRAL_COMPLETED' && matchId) return { path: `/dashboard?rate=${encodeURIComponent(matchId)}`, label: 'Rate the other member' };
  return null;
}
