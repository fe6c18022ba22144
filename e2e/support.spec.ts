import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, newApp, personIn, signInAsAdmin } from './support/people.ts';

// Two people sign up (each a deliberately slow password hash), then the administrator answers.
test.describe.configure({ timeout: 240_000 });

test('a member contacts support from a match, the administrator answers from the queue, and the member reads the answer and replies', async ({ browser }) => {
  const unique = randomUUID().slice(0, 6);
  const { page: referrer, token: referrerToken } = await personIn(browser, 'sharer');
  const { page: member, token: memberToken, person } = await personIn(browser, 'asker');
  const app = `Slow Bank ${unique}`;
  const appId = await newApp(referrer, app);
  await call(referrer, referrerToken, 'post', '/api/referral-codes', { app_id: appId, referral_link: `https://www.example.com/invite/SLOW${unique}` });
  await call(member, memberToken, 'post', '/api/matches/claim', { app_id: appId });
  const subject = `Where is my ${app} bonus?`;

  // The member asks from the match's card: the request is about that match.
  await member.goto('/dashboard');
  await member
    .getByRole('article', { name: app })
    .getByRole('button', { name: `Contact support about ${app}` })
    .click();
  const dialog = member.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog.getByText(`About your ${app} referral.`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to support' }).click();
  await expect(dialog.getByText('Subject must be at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('I signed up with the link five weeks ago and no bonus has come.');
  await expectAccessible(member);
  await dialog.getByRole('button', { name: 'Send to support' }).click();
  await expect(member.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(member.getByText(`Your ${app} referral`)).toBeVisible();
  await expect(member.getByText('Waiting for an answer')).toBeVisible();
  const requestUrl = member.url();
  await expectAccessible(member);

  // The administrator finds it in the Support tab, with the member and the match, and answers.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, /^Support/);
  const request = admin.getByRole('article', { name: subject });
  await expect(request).toContainText(person.username);
  await expect(request).toContainText(`About: Their ${app} referral (in progress)`);
  await expect(request).toContainText('I signed up with the link five weeks ago and no bonus has come.');
  await request.getByLabel('Your reply').fill('We have asked the bank; bonuses there take up to 60 days.');
  await expectAccessible(admin);
  await request.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Reply sent')).toBeVisible();
  await expect(admin.getByRole('article', { name: subject })).toHaveCount(0);

  // The member is told, follows the notice to their requests, reads the answer and writes again.
  await member.goto('/notifications');
  await expect(member.getByText(`The team answered your request “${subject}”.`, { exact: false })).toBeVisible();
  await member.getByRole('link', { name: 'Read the answer' }).first().click();
  await expect(member).toHaveURL(/\/support$/);
  await member.getByRole('link', { name: subject }).click();
  await expect(member).toHaveURL(requestUrl);
  await expect(member.getByText('We have asked the bank; bonuses there take up to 60 days.')).toBeVisible();
  await expect(member.getByText('The Referral Exchange team')).toBeVisible();
  await expect(member.getByText('Our team answered. If you need more help, reply below and it goes back to them.')).toBeVisible();
  await member.getByLabel('Your reply').fill('Thank you, I will wait until then.');
  await member.getByRole('button', { name: 'Send reply' }).click();
  await expect(member.getByText('Thank you, I will wait until then.')).toBeVisible();
  await expect(member.getByText('Waiting for an answer')).toBeVisible();
  await expectAccessible(member);
});
