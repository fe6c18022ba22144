import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '#web/api/http.ts';
import { failureText } from './failure-text.ts';

describe('failureText', () => {
  it('prefers the server detail, then its message', () => {
    expect(failureText(new HttpError(422, { detail: 'App URL must be a valid URL (https://...)' }), 'Failed to create app')).toBe(
      'App URL must be a valid URL (https://...)',
    );
    expect(failureText(new HttpError(500, { message: 'Down for maintenance' }), 'Failed to create app')).toBe('Down for maintenance');
  });

  it('says why when the server was never reached, and falls back to the spec sentence otherwise', () => {
    expect(failureText(new NetworkError(), 'Failed to delete app')).toBe('Could not reach the server. Check your connection and try again.');
    expect(failureText(new HttpError(502, '<html>Bad gateway</html>'), 'Failed to delete app')).toBe('Failed to delete app');
    expect(failureText('odd', 'Failed to update offer')).toBe('Failed to update offer');
  });
});
