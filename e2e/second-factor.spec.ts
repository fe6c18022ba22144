/**
 * An administrator turns on the second factor from the settings tab, with codes worked out here as
 * their authenticator app would, then signs in with password and code; a recovery code works once.
 * Another administrator than the development one, whom the other tests sign in as with a password.
 */
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { apiCall } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { storeSession } from './support/screens.ts';

test('an administrator turns on the second factor and signs in with it; another resets it when phone and codes are lost', async ({
  page,
  request,
  browser,
}) => {
  // A member made an administrator by the development one.
  const unique = randomUUID().slice(0, 8);
  const admin = { email: `second-${unique}@example.com`, username: `second_${unique}`, password: 'a-good-password' };
  const { id } = await apiCall(request, 'post', '/api/auth/register', null, admin);
  const { access_token: devToken } = await apiCall(request, 'post', '/api/admin/login', null, { username: 'admin', password: 'admin12345' });
  await apiCall(request, 'patch', `/api/admin/users/${String(id)}`, String(devToken), { is_admin: true });

  const signIn = async () => {
    await page.goto('/admin');
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: 'System Settings' }).click();
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await section.locator('p.font-mono').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expectAccessible(page);

  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(section.getByLabel('Code from the app')).toHaveAccessibleDescription(/That code did not match/);
  await section.getByLabel('Code from the app').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn On' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.first().innerText();
  await expectAccessible(page);

  // Signed out, the password alone is not enough.
  await page.evaluate(() => localStorage.clear());
  await signIn();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectAccessible(page);
  // The next step's code: the set-up took this one's, and each works once.
  await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A recovery code in place of the app's, once.
  await page.evaluate(() => localStorage.clear());
  await signIn();
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Phone and codes lost: the development administrator resets it from the user's details.
  const helper = await (await browser.newContext()).newPage();
  await storeSession(helper, { admin: String(devToken) });
  await helper.goto('/admin/dashboard?tab=users');
  await helper.getByLabel('Search users').fill(admin.email);
  await helper
    .getByRole('row', { name: new RegExp(admin.email) })
    .getByRole('button', { name: /^View/ })
    .click();
  const details = helper.getByRole('dialog', { name: 'User details' });
  const twoFactor = details.getByRole('region', { name: 'Two-factor authentication' });
  await expect(twoFactor).toContainText(/^Two-factor authenticationOn since \d/);
  await twoFactor.getByRole('button', { name: 'Reset two-factor authentication' }).click();
  const confirm = helper.getByRole('dialog', { name: 'Reset two-factor authentication?' });
  await expect(confirm).toContainText(`${admin.username}’s authenticator app and recovery codes stop working`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(helper);
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(
    helper.getByText(`Two-factor authentication is reset for ${admin.username}: they sign in with their password and set it up again.`),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(twoFactor).toContainText('Off.');
  await expect(details.getByRole('list', { name: 'Last e-mails sent' })).toContainText('Two-factor authentication was reset on your Referral Exchange account');
  await helper.context().close();

  // Their session ended; the password alone signs them in again.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
