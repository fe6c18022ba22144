import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_REQUIRED } from '#contract/auth/rules.ts';
import { useTestApp } from '#server/test/helper.ts';
import { expectError } from '../admin/test-fixtures.ts';

const t = useTestApp({ signInLimits: { attemptsPerClientPerMinute: 1000, registrationsPerClientPerHour: 1000 } });

const register = (body: object) => t.request({ method: 'POST', url: '/api/auth/register', payload: body });

describe('who may sign up: 18 or over, living in the UK', () => {
  it('is kept with the account when the sign-up confirms it, and shown to administrators', async () => {
    const before = Date.now();
    const created = await register({ email: 'eligible@example.com', username: 'eligible', password: 'uncommon-words-7', eligibility_confirmed: true });
    expect(created.statusCode).toBe(201);
    const confirmedAt = created.json<{ id: string; eligibility_confirmed_at: string }>().eligibility_confirmed_at;
    expect(Date.parse(confirmedAt)).toBeGreaterThanOrEqual(before - 1000);

    const admin = await t.createAdmin();
    const details = await t.request({ method: 'GET', url: `/api/admin/users/${created.json<{ id: string }>().id}`, token: admin.token });
    expect(details.json()).toMatchObject({ eligibility_confirmed_at: confirmedAt });
  });

  it('is not needed to register through the API (the spec’s call): such an account confirms it later, once', async () => {
    const created = await register({ email: 'later@example.com', username: 'later_one', password: 'uncommon-words-7' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ eligibility_confirmed_at: null });

    const user = await t.createUser();
    expect((await t.as(user).get('/api/auth/me')).json()).toMatchObject({ eligibility_confirmed_at: null });
    const confirmed = await t.as(user).post('/api/auth/eligibility', { eligibility_confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    const first = confirmed.json<{ eligibility_confirmed_at: string }>().eligibility_confirmed_at;
    expect(first).toEqual(expect.any(String));
    // Confirming again keeps the first time.
    expect((await t.as(user).post('/api/auth/eligibility', { eligibility_confirmed: true })).json()).toMatchObject({ eligibility_confirmed_at: first });
    expect((await t.as(user).get('/api/auth/me')).json()).toMatchObject({ eligibility_confirmed_at: first });
  });

  it('must be a confirmation: anything but true is 422 and changes nothing', async () => {
    const user = await t.createUser();
    for (const body of [{}, { eligibility_confirmed: false }, { eligibility_confirmed: 'yes' }]) {
      expectError(await t.as(user).post('/api/auth/eligibility', body), 422, ELIGIBILITY_REQUIRED);
    }
    expect((await t.as(user).get('/api/auth/me')).json()).toMatchObject({ eligibility_confirmed_at: null });
    expectError(
      await register({ email: 'odd@example.com', username: 'odd_one', password: 'uncommon-words-7', eligibility_confirmed: 'yes' }),
      422,
      'Eligibility confirmed must be true or false',
    );
  });
});
