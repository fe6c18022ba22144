import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, newApp, personIn, signInAsAdmin } from './support/people.ts';

// Two people sign up (each a deliberately slow password hash).
test.describe.configure({ timeout: 120_000 });

test('a claim between two accounts in one browser is flagged; an administrator cancels the match and pauses the code', async ({ browser, page }) => {
  const unique = randomUUID().slice(0, 6);
  const { page: sharer, person: sharerPerson, token: sharerToken } = await personIn(browser);
  const { page: referee, person: refereePerson, token: refereeToken } = await personIn(browser);
  const app = `Flagged Bank ${unique}`;
  const appId = await newApp(sharer, app);
  await call(sharer, sharerToken, 'post', '/api/referral-codes', { app_id: appId, referral_link: `https://www.example.com/invite/FLAG${unique}` });
  // Both browsers are on this machine's address: the claim is made as usual, and flagged.
  const { match_id: matchId } = await call(referee, refereeToken, 'post', '/api/matches/claim', { app_id: appId });

  // Every claim of these tests shares one address: the others' flags are cleared, so this one leads the queue.
  const { access_token: adminToken } = (await (
    await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } })
  ).json()) as { access_token: string };
  for (;;) {
    const open = (await call(page, adminToken, 'get', '/api/admin/flags?status=OPEN')) as { items: Array<{ id: string; match_id: string }> };
    const others = open.items.filter((flag) => flag.match_id !== matchId);
    if (others.length === 0) break;
    for (const flag of others) await call(page, adminToken, 'post', `/api/admin/flags/${flag.id}/clear`, { reason: 'Another test’s claim.' });
  }

  await signInAsAdmin(page, /^Reports/);
  const queue = page.getByRole('region', { name: 'Possible self-referrals' });
  const card = queue.getByRole('listitem').filter({ hasText: app });
  await expect(card).toContainText(`${sharerPerson.username} (${sharerPerson.email})`);
  await expect(card).toContainText(`${refereePerson.username} (${refereePerson.email})`);
  await expect(card.getByRole('list', { name: 'Signs found' })).toContainText('Both accounts registered or signed in from the same internet address');
  await expect(card).toContainText('Addresses both used: 127.0.0.1');
  await expectAccessible(page);
  await card.getByLabel('Reason for the decision').fill('One person: same address, minutes apart.');
  await card.getByRole('button', { name: 'Cancel Match and Pause Code' }).click();
  await expect(page.getByText('Match cancelled and code paused; both members have been told.')).toBeVisible();
  await expect(queue.getByText(app)).toHaveCount(0);

  await queue.getByRole('button', { name: 'Cancelled' }).click();
  await expect(queue.getByRole('listitem').filter({ hasText: app })).toContainText('Cancelled by admin on');

  // One member's flags, found by their e-mail address: this one only; someone without any, none.
  const member = queue.getByRole('search', { name: 'Flags of one member' });
  await member.getByLabel('Member').fill(refereePerson.email.toUpperCase());
  await member.getByRole('button', { name: 'Show Their Flags' }).click();
  await expect(queue.getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Signs found' }) })).toHaveCount(1);
  await expect(queue.getByRole('listitem').filter({ hasText: app })).toBeVisible();
  await expectAccessible(page);
  await member.getByLabel('Member').fill('nobody-of-that-name');
  await member.getByRole('button', { name: 'Show Their Flags' }).click();
  await expect(queue.getByText('No flagged match of nobody-of-that-name has been cancelled.')).toBeVisible();
  await member.getByRole('button', { name: 'Show Everyone’s' }).click();
  await expect(queue.getByRole('listitem').filter({ hasText: app })).toBeVisible();

  // The member reads the cancellation, never the signs or the reason.
  await referee.goto('/notifications');
  await expect(referee.getByText(`The team cancelled your ${app} claim after a check of it.`)).toBeVisible();
  await expect(referee.getByText('One person')).toHaveCount(0);
});
