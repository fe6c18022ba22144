/**
 * A marketplace with realistic long data, made through the API: an app with a 60-character name
 * (created by the development administrator), a referrer with a 60-character e-mail and a long name
 * sharing a 120-character link for it, and a referee with long details who claimed it and marked the
 * sign-up complete, whose reward the referrer then confirmed. Both have match cards and notifications.
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect } from './fixtures.ts';

type LongPerson = { email: string; username: string; name: string; password: string; token: string };
export type LongData = { appName: string; link: string; code: string; referrer: LongPerson; referee: LongPerson; adminToken: string };

/** Pads `start` with `filler` to exactly `length` characters. */
function exactly(length: number, start: string, filler: string, end = ''): string {
  const middle = length - start.length - end.length;
  return start + filler.repeat(Math.ceil(middle / filler.length)).slice(0, middle) + end;
}

/** Calls the API through `request`, with a token when one is given, and expects a success; answers the body. */
export async function call(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, token: string | null, data?: unknown): Promise<unknown> {
  const response = await request[method](path, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : response.json();
}

async function person(request: APIRequestContext, unique: string, first: string, name: string): Promise<LongPerson> {
  const email = exactly(60, `${first}.${unique}.`, 'montgomery-fitzwilliam', '@longexample.co.uk');
  const username = exactly(30, `${first}_${unique}_`, 'worthington');
  const password = 'a-good-password';
  await call(request, 'post', '/api/auth/register', null, { email, username, password, eligibility_confirmed: true });
  const { access_token: token } = (await call(request, 'post', '/api/auth/login', null, { email, password })) as { access_token: string };
  await call(request, 'put', '/api/auth/profile', token, { email, name });
  return { email, username, name, password, token };
}

export async function createLongData(request: APIRequestContext): Promise<LongData> {
  const unique = randomUUID().slice(0, 6);
  const { access_token: adminToken } = (await call(request, 'post', '/api/admin/login', null, { username: 'admin', password: 'admin12345' })) as {
    access_token: string;
  };
  const app = (await call(request, 'post', '/api/admin/apps', adminToken, {
    name: `The Extraordinarily Long Named Community Savings Bank ${unique}`,
    description: 'A UK current account with a savings pot, opened in the app in about ten minutes with photo ID.',
    category: 'banking',
    app_url: 'https://www.extraordinarily-long-community-savings-bank.co.uk',
    referrer_reward_amount_pence: 2000,
    referee_reward_amount_pence: 2500,
    max_uses_per_user: 1,
    is_active: true,
  })) as { id: string; name: string };

  const code = `ALEXANDRA${unique.toUpperCase()}SAVE`;
  const link = exactly(120, 'https://www.extraordinarily-long-community-savings-bank.co.uk/open-account/refer-a-friend/', 'w', `?ref=${code}`);
  const referrer = await person(request, unique, 'alexandra', 'Alexandra Montgomery-Fitzwilliam Worthington-Smythe');
  const referee = await person(request, unique, 'bartholomew', 'Bartholomew Featherstonehaugh-Cholmondeley Junior');

  await call(request, 'post', '/api/user-apps', referrer.token, { app_id: app.id, owns: true });
  await call(request, 'post', '/api/referral-codes', referrer.token, { app_id: app.id, referral_link: link, max_uses: 5 });
  const claimed = (await call(request, 'post', '/api/matches/claim', referee.token, { app_id: app.id })) as { match_id: string };
  await call(request, 'post', `/api/matches/${claimed.match_id}/mark-complete`, referee.token);
  await call(request, 'post', `/api/matches/${claimed.match_id}/confirm-receipt`, referrer.token);
  // A support request about the match at the longest subject, and the team's answer.
  const asked = (await call(request, 'post', '/api/support/requests', referee.token, {
    subject: exactly(120, 'The bonus for my extraordinarily long named community savings bank account ', 'has not arrived '),
    message: `${exactly(300, 'I signed up with the link on the first of the month, ', 'and I have checked every statement since then ')}.`,
    match_id: claimed.match_id,
  })) as { id: string };
  await call(request, 'post', `/api/admin/support-requests/${asked.id}/messages`, adminToken, {
    message: exactly(400, 'We have asked the bank about it. ', 'Their bonuses can take up to sixty days to arrive. '),
  });
  return { appName: app.name, link, code, referrer, referee, adminToken };
}
