import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from './http.ts';
import {
  errorMessageOf,
  isCredentialPath,
  isSilentOnSuccess,
  needsNoCache,
  shouldRememberScreen,
  successMessageOf,
  toastsErrors,
  tokenKindFor,
} from './session-rules.ts';

describe('which token a path takes', () => {
  it.each([
    ['/api/admin/system-settings', 'admin'],
    ['/api/admin/users/42?x=1', 'admin'],
    ['/api/admin/login', 'user'],
    ['/api/admin/login?next=1', 'user'],
    ['/api/auth/me', 'user'],
    ['/api/public/admin-login-hint', 'user'],
    ['/api/admin', 'user'],
  ] as const)('%s takes the %s token', (path, kind) => {
    expect(tokenKindFor(path)).toBe(kind);
  });
});

describe('which failures become toasts', () => {
  it('leaves the sign-in and sign-up calls to their screens', () => {
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/admin/login']) {
      expect(isCredentialPath(path)).toBe(true);
      expect(toastsErrors(path)).toBe(false);
    }
  });

  it('leaves the admin login hint alone, which is absent in production', () => {
    expect(toastsErrors('/api/public/admin-login-hint')).toBe(false);
    expect(isCredentialPath('/api/public/admin-login-hint')).toBe(false);
  });

  it('toasts every other failure', () => {
    expect(toastsErrors('/api/auth/profile')).toBe(true);
    expect(toastsErrors('/api/admin/system-settings/paid_features_enabled')).toBe(true);
  });
});

describe('which successes stay silent', () => {
  it('keeps every GET silent', () => {
    expect(isSilentOnSuccess('GET', '/api/subscription/status')).toBe(true);
  });

  it('keeps the read-type paths silent whatever the method', () => {
    expect(isSilentOnSuccess('POST', '/api/notifications')).toBe(true);
    expect(isSilentOnSuccess('POST', '/api/admin/users/7')).toBe(true);
  });

  it('announces changes', () => {
    expect(isSilentOnSuccess('POST', '/api/matches/7/cancel')).toBe(false);
    expect(isSilentOnSuccess('PATCH', '/api/admin/users/7/anything')).toBe(false);
    expect(isSilentOnSuccess('PUT', '/api/auth/password')).toBe(false);
  });
});

it('asks for fresh copies of the public apps and the available referral codes only, and of the dashboard that holds them', () => {
  expect(needsNoCache('/api/public/apps')).toBe(true);
  expect(needsNoCache('/api/referral-codes/available?x=1')).toBe(true);
  expect(needsNoCache('/api/dashboard')).toBe(true);
  expect(needsNoCache('/api/referral-codes/mine')).toBe(false);
});

it('remembers any screen but the public auth ones', () => {
  expect(shouldRememberScreen('/profile?tab=security')).toBe(true);
  expect(shouldRememberScreen('/')).toBe(false);
  expect(shouldRememberScreen('/login?x=1')).toBe(false);
  expect(shouldRememberScreen('/register')).toBe(false);
});

describe('the message of a failure', () => {
  it('prefers the answer’s detail, then its message', () => {
    expect(errorMessageOf(new HttpError(409, { detail: 'Taken', message: 'ignored' }))).toBe('Taken');
    expect(errorMessageOf(new HttpError(400, { message: 'Bad input' }))).toBe('Bad input');
  });

  it('falls back to the error’s own message, then to the generic sentence', () => {
    expect(errorMessageOf(new HttpError(502, 'Bad Gateway'))).toBe('Request failed with status 502');
    expect(errorMessageOf(new NetworkError())).toBe('Could not reach the server. Check your connection and try again.');
    expect(errorMessageOf(new Error(''))).toBe('An unexpected error occurred');
    expect(errorMessageOf('something odd')).toBe('An unexpected error occurred');
    expect(errorMessageOf(undefined, 'Login failed')).toBe('Login failed');
  });

  it('ignores a detail that is not a sentence', () => {
    expect(errorMessageOf(new HttpError(422, { detail: [{ loc: ['body'] }] }))).toBe('Request failed with status 422');
  });
});

it('reads a success message from message, then detail', () => {
  expect(successMessageOf({ message: 'Password changed successfully' })).toBe('Password changed successfully');
  expect(successMessageOf({ detail: 'Done' })).toBe('Done');
  expect(successMessageOf({ id: 1 })).toBeNull();
  expect(successMessageOf([])).toBeNull();
  expect(successMessageOf(undefined)).toBeNull();
});
