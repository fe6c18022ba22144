import { HttpError } from '#web/api/http.ts';
import { endedSession } from '#web/api/session.ts';

export const LINK_ADDED_MESSAGE = 'Referral code added successfully!';
export const LINK_REPLACED_MESSAGE = 'Referral link updated';
export const LINK_FAILED_MESSAGE = 'Failed to create referral code. Please try again.';
export const UPDATES_NOT_SUPPORTED_MESSAGE = 'Referral code updates not yet implemented in the backend';

/**
 * What the screen says about a link that did not save (user-side.md §5, §8): a 409 means a code
 * for the app exists already, which the server does not update; nothing on a 401, which signs out.
 */
export function saveLinkFailureMessage(error: unknown): string | null {
  if (endedSession(error)) return null;
  if (error instanceof HttpError && error.status === 409) return UPDATES_NOT_SUPPORTED_MESSAGE;
  return LINK_FAILED_MESSAGE;
}
