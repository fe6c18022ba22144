import { describe, expect, it } from 'vitest';
import { HttpError } from './http.ts';
import { ADMIN_AUTH_REQUIRED } from './session.ts';
import { STORAGE_KEYS } from './session-store.ts';
import { jsonResponse, sessionFixture } from './test-fakes.ts';

const signedIn = { [STORAGE_KEYS.userToken]: 'user-token' };
const adminSignedIn = { [STORAGE_KEYS.adminToken]: 'admin-token', [STORAGE_KEYS.adminFlag]: 'true' };

describe('token choice', () => {
  it('sends the user token on user paths', async () => {
    const { session, requests } = sessionFixture({ local: { ...signedIn, ...adminSignedIn } });
    await session.get('/api/auth/me');
    expect(requests[0]?.headers.Authorization).toBe('Bearer user-token');
  });

  it('sends the admin token on admin paths', async () => {
    const { session, requests } = sessionFixture({ local: { ...signedIn, ...adminSignedIn } });
    await session.get('/api/admin/system-settings');
    expect(requests[0]?.headers.Authorization).toBe('Bearer admin-token');
  });

  it('treats admin login as a user path', async () => {
    const { session, requests } = sessionFixture({ local: { ...signedIn, ...adminSignedIn } });
    await session.post('/api/admin/login', { username: 'a', password: 'b' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer user-token');
  });

  it('refuses an admin call without an admin token, before it leaves the browser', async () => {
    const { session, requests, navigations, toasts } = sessionFixture({ local: { [STORAGE_KEYS.adminFlag]: 'true' } });
    await expect(session.get('/api/admin/system-settings')).rejects.toThrow(ADMIN_AUTH_REQUIRED);
    expect(requests).toEqual([]);
    expect(navigations).toEqual(['/admin/login']);
    expect(toasts).toEqual([{ kind: 'error', message: ADMIN_AUTH_REQUIRED }]);
  });
});

describe('a 401 on a user path', () => {
  it('remembers the screen, signs the user out everywhere and goes home, without a toast', async () => {
    const fixture = sessionFixture({ local: signedIn, screen: '/profile?tab=security', answer: () => jsonResponse(401, { detail: 'Not signed in' }) });
    const failure = await fixture.session.get('/api/auth/me').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect(fixture.localStorage.entries.has(STORAGE_KEYS.userToken)).toBe(false);
    expect(fixture.logoutAnnouncements()).toBe(1);
    expect(fixture.navigations).toEqual(['/']);
    expect(fixture.toasts).toEqual([]);
    expect(fixture.session.takeRedirectAfterLogin()).toBe('/profile?tab=security');
    expect(fixture.session.takeRedirectAfterLogin()).toBeNull();
  });

  it.each(['/', '/login', '/register?from=ad'])('does not remember %s', async (screen) => {
    const fixture = sessionFixture({ local: signedIn, screen, answer: () => jsonResponse(401, { detail: 'Not signed in' }) });
    await fixture.session.get('/api/auth/me').catch(() => undefined);
    expect(fixture.session.takeRedirectAfterLogin()).toBeNull();
    expect(fixture.navigations).toEqual(['/']);
  });

  it('leaves the admin session alone', async () => {
    const fixture = sessionFixture({ local: { ...signedIn, ...adminSignedIn }, answer: () => jsonResponse(401, { detail: 'x' }) });
    await fixture.session.get('/api/user-apps').catch(() => undefined);
    expect(fixture.localStorage.entries.get(STORAGE_KEYS.adminToken)).toBe('admin-token');
  });
});

describe('a 401 on an admin path', () => {
  it('removes the admin token and goes to the admin login, keeping the user session', async () => {
    const fixture = sessionFixture({ local: { ...signedIn, ...adminSignedIn }, answer: () => jsonResponse(401, { detail: 'Expired' }) });
    await expect(fixture.session.get('/api/admin/system-settings')).rejects.toBeInstanceOf(HttpError);

    expect(fixture.localStorage.entries.has(STORAGE_KEYS.adminToken)).toBe(false);
    expect(fixture.localStorage.entries.get(STORAGE_KEYS.userToken)).toBe('user-token');
    expect(fixture.navigations).toEqual(['/admin/login']);
    expect(fixture.logoutAnnouncements()).toBe(0);
    expect(fixture.toasts).toEqual([]);
  });
});

describe('sign-in and sign-up failures', () => {
  it.each(['/api/auth/login', '/api/auth/register', '/api/admin/login'])('%s: no toast, no sign-out, no navigation', async (path) => {
    const fixture = sessionFixture({ local: signedIn, answer: () => jsonResponse(401, { detail: 'Incorrect email or password' }) });
    await expect(fixture.session.post(path, {})).rejects.toMatchObject({ status: 401 });

    expect(fixture.toasts).toEqual([]);
    expect(fixture.navigations).toEqual([]);
    expect(fixture.logoutAnnouncements()).toBe(0);
    expect(fixture.localStorage.entries.get(STORAGE_KEYS.userToken)).toBe('user-token');
  });
});

describe('other failures', () => {
  it('toast the answer’s detail', async () => {
    const fixture = sessionFixture({ local: signedIn, answer: () => jsonResponse(409, { detail: 'That email is already in use' }) });
    await fixture.session.put('/api/auth/profile', { email: 'a@b.co' }).catch(() => undefined);
    expect(fixture.toasts).toEqual([{ kind: 'error', message: 'That email is already in use' }]);
    expect(fixture.navigations).toEqual([]);
  });

  it('toast the generic sentence when nothing better is known', async () => {
    const fixture = sessionFixture({ answer: () => Promise.reject('offline') });
    await fixture.session.get('/api/health').catch(() => undefined);
    expect(fixture.toasts).toEqual([{ kind: 'error', message: 'Could not reach the server. Check your connection and try again.' }]);
  });

  it('stay quiet when the screen words the failure itself', async () => {
    const fixture = sessionFixture({ local: adminSignedIn, answer: () => jsonResponse(500, { detail: 'Boom' }) });
    await fixture.session.get('/api/admin/system-settings', { errorToast: false }).catch(() => undefined);
    expect(fixture.toasts).toEqual([]);
  });

  it('still end the session on a 401 when the screen words failures itself', async () => {
    const fixture = sessionFixture({ local: adminSignedIn, answer: () => jsonResponse(401, { detail: 'Expired' }) });
    await fixture.session.get('/api/admin/system-settings', { errorToast: false }).catch(() => undefined);
    expect(fixture.navigations).toEqual(['/admin/login']);
  });

  it('stay quiet for the admin login hint, which production answers with 404', async () => {
    const fixture = sessionFixture({ answer: () => jsonResponse(404, { detail: 'Not here' }) });
    await fixture.session.get('/api/public/admin-login-hint').catch(() => undefined);
    expect(fixture.toasts).toEqual([]);
  });
});

describe('successes', () => {
  it('toast the answer’s message on a change', async () => {
    const fixture = sessionFixture({ local: signedIn, answer: () => jsonResponse(200, { message: 'Password changed successfully' }) });
    await expect(fixture.session.put('/api/auth/password', {})).resolves.toEqual({ message: 'Password changed successfully' });
    expect(fixture.toasts).toEqual([{ kind: 'success', message: 'Password changed successfully' }]);
  });

  it('toast the detail when there is no message', async () => {
    const fixture = sessionFixture({ local: signedIn, answer: () => jsonResponse(200, { detail: 'Done' }) });
    await fixture.session.post('/api/matches/1/cancel');
    expect(fixture.toasts).toEqual([{ kind: 'success', message: 'Done' }]);
  });

  it('stay silent for reads', async () => {
    const fixture = sessionFixture({ local: signedIn, answer: () => jsonResponse(200, { message: 'Here you are' }) });
    await fixture.session.get('/api/notifications');
    await fixture.session.post('/api/notifications');
    expect(fixture.toasts).toEqual([]);
  });

  it('stay silent when the screen shows the answer itself', async () => {
    const fixture = sessionFixture({ answer: () => jsonResponse(202, { detail: 'A link is on its way' }) });
    await expect(fixture.session.post('/api/auth/password-reset/request', { email: 'a@example.com' }, { successToast: false })).resolves.toEqual({
      detail: 'A link is on its way',
    });
    expect(fixture.toasts).toEqual([]);
  });

  it('stay silent when the answer says nothing', async () => {
    const fixture = sessionFixture({ local: signedIn, answer: () => jsonResponse(200, { id: 'x' }) });
    await fixture.session.post('/api/user-apps/x');
    expect(fixture.toasts).toEqual([]);
  });
});

describe('fresh copies', () => {
  it('ask for the public apps with a timestamp and no-cache headers', async () => {
    const fixture = sessionFixture({ now: 1234 });
    await fixture.session.get('/api/public/apps');
    expect(fixture.requests[0]?.url).toBe('/api/public/apps?_t=1234');
    expect(fixture.requests[0]?.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  });

  it('ask for the available referral codes the same way, keeping the other parameters', async () => {
    const fixture = sessionFixture({ now: 99 });
    await fixture.session.get('/api/referral-codes/available', { query: { app_id: 'a' } });
    expect(fixture.requests[0]?.url).toBe('/api/referral-codes/available?app_id=a&_t=99');
  });

  it('leave other calls to the usual caching', async () => {
    const fixture = sessionFixture();
    await fixture.session.get('/api/referral-codes/mine');
    expect(fixture.requests[0]?.url).toBe('/api/referral-codes/mine');
    expect(fixture.requests[0]?.headers['Cache-Control']).toBeUndefined();
  });
});

describe('signing in and out', () => {
  it('signing out the user clears the token, tells every tab and goes home', () => {
    const fixture = sessionFixture({ local: signedIn });
    fixture.session.signOutUser();
    expect(fixture.session.isSignedIn()).toBe(false);
    expect(fixture.logoutAnnouncements()).toBe(1);
    expect(fixture.navigations).toEqual(['/']);
  });

  it('signing in the admin stores the token and the flag; signing out clears both and goes to /admin', () => {
    const fixture = sessionFixture();
    fixture.session.signInAdmin('fresh');
    expect(fixture.localStorage.entries.get(STORAGE_KEYS.adminToken)).toBe('fresh');
    expect(fixture.session.hasAdminFlag()).toBe(true);

    fixture.session.signOutAdmin();
    expect(fixture.localStorage.entries.has(STORAGE_KEYS.adminToken)).toBe(false);
    expect(fixture.session.hasAdminFlag()).toBe(false);
    expect(fixture.navigations).toEqual(['/admin']);
  });

  it('tells subscribers when the session changes', () => {
    const fixture = sessionFixture();
    let changes = 0;
    const unsubscribe = fixture.session.subscribe(() => (changes += 1));
    fixture.session.signInUser('t');
    fixture.session.signOutUser();
    unsubscribe();
    fixture.session.signInUser('u');
    expect(changes).toBe(2);
  });

  it('never hands back a remembered screen on another site', () => {
    const fixture = sessionFixture();
    fixture.perTab.setItem(STORAGE_KEYS.redirectAfterLogin, '//evil.example.com/x');
    expect(fixture.session.takeRedirectAfterLogin()).toBeNull();
    fixture.perTab.setItem(STORAGE_KEYS.redirectAfterLogin, 'https://evil.example.com');
    expect(fixture.session.takeRedirectAfterLogin()).toBeNull();
  });
});
