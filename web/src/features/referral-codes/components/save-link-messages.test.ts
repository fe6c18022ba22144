import { expect, it } from 'vitest';
import { HttpError, NetworkError } from '#web/api/http.ts';
import { LINK_FAILED_MESSAGE, UPDATES_NOT_SUPPORTED_MESSAGE, saveLinkFailureMessage } from './save-link-messages.ts';

it('words a link that did not save as the spec does', () => {
  expect(saveLinkFailureMessage(new HttpError(409, { detail: 'You already share a referral code for Monzo.' }))).toBe(UPDATES_NOT_SUPPORTED_MESSAGE);
  expect(saveLinkFailureMessage(new HttpError(500, { detail: 'Something went wrong' }))).toBe(LINK_FAILED_MESSAGE);
  expect(saveLinkFailureMessage(new NetworkError())).toBe(LINK_FAILED_MESSAGE);
  expect(saveLinkFailureMessage(new HttpError(401, { detail: 'Your session has ended.' }))).toBeNull();
});
