import { expect, it } from 'vitest';
import { HttpError, NetworkError } from '#web/api/http.ts';
import { UPGRADE_FAILED_MESSAGE, upgradeFailureMessage } from './messages.ts';

it('words a failed upgrade with the server’s detail, else the spec’s sentence', () => {
  expect(upgradeFailureMessage(new HttpError(409, { detail: 'You already have Premium.' }))).toBe('You already have Premium.');
  expect(upgradeFailureMessage(new HttpError(502, 'Bad Gateway'))).toBe(UPGRADE_FAILED_MESSAGE);
  expect(upgradeFailureMessage(new HttpError(500, { detail: '  ' }))).toBe(UPGRADE_FAILED_MESSAGE);
  expect(upgradeFailureMessage(new NetworkError())).toBe('Failed to upgrade subscription');
});
