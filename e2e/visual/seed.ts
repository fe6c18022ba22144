/**
 * The visual sweep's marketplace, made through the API of its own server before the sweep: Sam
 * shares codes for six catalogue apps; Riley claims each and leaves the claims in every state (in
 * progress, awaiting reward, reward overdue, completed, cancelled, and a ranged reward to confirm
 * with its amount), shares a Wise code that Jo
 * claims, reports a problem, and asks support, who answer; Jo asks support too and waits; the team
 * clears all the self-referral flags one address gives but the Monzo claim's. Each
 * party's notifications come from these steps. Global setup (e2e/support/global-setup.ts) runs it
 * once, on the server of the sweep's template data directory.
 */
import type { APIRequestContext } from '@playwright/test';
import { call } from '../support/long-data.ts';
import { linkFor } from '../support/links.ts';
import { PEOPLE, writeSeeded } from './seeded.ts';

type Person = (typeof PEOPLE)[keyof typeof PEOPLE];
type CatalogueApp = { id: string; name: string; referral_link_domains: string[] };

async function signUp(request: APIRequestContext, person: Person): Promise<string> {
  await call(request, 'post', '/api/auth/register', null, {
    email: person.email,
    username: person.username,
    password: person.password,
    eligibility_confirmed: true,
  });
  const { access_token: token } = (await call(request, 'post', '/api/auth/login', null, { email: person.email, password: person.password })) as {
    access_token: string;
  };
  await call(request, 'put', '/api/auth/profile', token, { email: person.email, name: person.name });
  return token;
}

/** Makes the sweep's marketplace through the API `request` is pointed at, and writes what the sweep needs beside it. */
export async function seedVisualMarketplace(request: APIRequestContext): Promise<void> {
  const startedAt = new Date().toISOString();
  const { access_token: admin } = (await call(request, 'post', '/api/admin/login', null, { username: 'admin', password: 'admin12345' })) as {
    access_token: string;
  };
  const catalogue = (await call(request, 'get', '/api/public/apps', null)) as CatalogueApp[];
  const app = (name: string) => {
    const found = catalogue.find((entry) => entry.name === name);
    if (!found) throw new Error(`${name} is not in the catalogue`);
    return found;
  };

  const sam = await signUp(request, PEOPLE.sam);
  const riley = await signUp(request, PEOPLE.riley);
  const jo = await signUp(request, PEOPLE.jo);

  const share = async (token: string, name: string, code: string) => {
    await call(request, 'post', '/api/user-apps', token, { app_id: app(name).id, owns: true });
    await call(request, 'post', '/api/referral-codes', token, { app_id: app(name).id, referral_link: linkFor(app(name), code) });
  };
  const claim = async (token: string, name: string) =>
    ((await call(request, 'post', '/api/matches/claim', token, { app_id: app(name).id })) as { match_id: string }).match_id;
  const post = (token: string, path: string, data?: unknown) => call(request, 'post', path, token, data);

  for (const [name, code] of [
    ['Monzo', 'SAMOMONZO1'],
    ['Chase UK', 'SAMOCHASE1'],
    ['Kroo', 'SAMOKROO1'],
    ['Curve', 'SAMOCURVE1'],
    ['Revolut', 'SAMOREVO1'],
    ['Trading 212', 'SAMOT212A1'],
  ] as const) {
    await share(sam, name, code);
  }
  await share(riley, 'Wise', 'RILEYWISE1');

  // Riley's claims, one in each state.
  const inProgress = await claim(riley, 'Monzo');
  const overdue = await claim(riley, 'Chase UK');
  await post(riley, `/api/matches/${overdue}/mark-complete`);
  const awaiting = await claim(riley, 'Kroo');
  await post(riley, `/api/matches/${awaiting}/mark-complete`);
  const completed = await claim(riley, 'Curve');
  await post(riley, `/api/matches/${completed}/mark-complete`);
  await post(sam, `/api/matches/${completed}/confirm-receipt`, {});
  await post(riley, `/api/matches/${completed}/confirm-receipt`, {});
  const cancelled = await claim(riley, 'Revolut');
  await post(riley, `/api/matches/${cancelled}/cancel`);
  // A ranged reward (£10-£100): confirming it asks for the amount received.
  const ranged = await claim(riley, 'Trading 212');
  await post(riley, `/api/matches/${ranged}/mark-complete`);

  // Jo claims Riley's code: Riley is told.
  await claim(jo, 'Wise');

  // A report about the Monzo code, answered by Sam.
  const report = (await post(riley, `/api/matches/${inProgress}/reports`, {
    reason: 'CODE_DID_NOT_WORK',
    message: 'Monzo says this referral code is not valid any more.',
  })) as { id: string };
  await post(sam, `/api/reports/${report.id}/messages`, { message: 'It works for me: try the link rather than typing the code.' });

  // Riley asks support about the overdue Chase UK reward and the team answers; Jo's question waits.
  const asked = (await post(riley, '/api/support/requests', {
    subject: 'My Chase UK reward is late',
    message: 'I marked my sign-up complete and the reward has not arrived yet.',
    match_id: overdue,
  })) as { id: string };
  await post(admin, `/api/admin/support-requests/${asked.id}/messages`, {
    message: 'We have asked Chase about it; bonuses can take a few more days to arrive.',
  });
  await post(jo, '/api/support/requests', { subject: 'Changing my e-mail address', message: 'How do I change the e-mail address on my account?' });

  // Everyone here signs up from one address and one browser, so every claim is flagged as a possible
  // self-referral: the team clears all but the Monzo one, which waits on the Reports tab.
  const flags = (await call(request, 'get', '/api/admin/flags', admin)) as { items: Array<{ id: string; match_id: string }> };
  for (const flag of flags.items.filter((item) => item.match_id !== inProgress)) {
    await post(admin, `/api/admin/flags/${flag.id}/clear`, { reason: 'Checked: flatmates sharing a connection.' });
  }

  writeSeeded({ startedAt, tokens: { riley, admin }, reportId: report.id, supportRequestId: asked.id });
}
