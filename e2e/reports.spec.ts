import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, newApp, personIn, signInAsAdmin } from './support/people.ts';

// Two people sign up (each a deliberately slow password hash), then the administrator decides.
test.describe.configure({ timeout: 240_000 });

test('a referee reports a code that did not work, the referrer answers, the administrator resolves it with PAUSE_CODE, and both see the outcome', async ({
  browser,
}) => {
  const unique = randomUUID().slice(0, 6);
  const { page: referrer, token: referrerToken } = await personIn(browser, 'sharer');
  const { page: referee, token: refereeToken } = await personIn(browser, 'joiner');
  const app = `Broken Bank ${unique}`;
  const appId = await newApp(referrer, app);
  await call(referrer, referrerToken, 'post', '/api/referral-codes', { app_id: appId, referral_link: `https://www.example.com/invite/DEAD${unique}` });
  await call(referee, refereeToken, 'post', '/api/matches/claim', { app_id: appId });

  // The referee reports it from the match card.
  await referee.goto('/dashboard');
  const card = referee.getByRole('article', { name: app });
  await card.getByRole('button', { name: `Report a problem with ${app}` }).click();
  const dialog = referee.getByRole('dialog', { name: 'Report a problem' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  await dialog.getByLabel('Reason').selectOption({ label: 'The code did not work' });
  await dialog.getByLabel('Message').fill('The app said this referral code is not valid any more.');
  await expectAccessible(referee);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(referee.getByRole('heading', { level: 1, name: `Report about your ${app} referral` })).toBeVisible();
  const reportUrl = referee.url();
  await expectAccessible(referee);

  // The referrer reads it from My Reports and answers.
  await referrer.goto('/reports');
  await referrer.getByRole('link', { name: new RegExp(`${app}: The code did not work`) }).click();
  await expect(referrer.getByText('The app said this referral code is not valid any more.')).toBeVisible();
  await referrer.getByLabel('Your reply').fill('It works for me; try the link rather than typing the code.');
  await referrer.getByRole('button', { name: 'Send reply' }).click();
  await expect(referrer.getByText('It works for me; try the link rather than typing the code.')).toBeVisible();

  // The administrator reads both sides in the queue and resolves it, pausing the code.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, /^Reports/);
  const report = admin.getByRole('article', { name: new RegExp(`^${app}: The code did not work`) });
  await expect(report).toContainText('It works for me; try the link rather than typing the code.');
  await report.getByLabel('Resolve').check();
  await report.getByLabel('Resolution').fill('The bank confirmed the code has expired.');
  await report.getByLabel('Action').selectOption({ label: 'Pause the code' });
  await expectAccessible(admin);
  await report.getByRole('button', { name: 'Resolve report' }).click();
  await expect(admin.getByText('Report resolved')).toBeVisible();

  // Both parties see the outcome; the referrer's code is paused, with a way to fix it.
  for (const party of [referee, referrer]) {
    await party.goto(reportUrl);
    await expect(party.getByText('The team resolved this report')).toBeVisible();
    await expect(party.getByText('The bank confirmed the code has expired.')).toBeVisible();
    await expect(party.getByText('The referral code was paused.')).toBeVisible();
    await expect(party.getByLabel('Your reply')).toHaveCount(0);
  }
  await referrer.goto('/my-apps');
  await expect(referrer.getByText("People reported that this code didn't work, so it is out of the marketplace.", { exact: false })).toBeVisible();
  await expectAccessible(referrer);
});
