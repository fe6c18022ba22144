import { signUpAndSignIn } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Password hashing at full cost and an accessibility scan per screen take a while on a busy machine.
test.slow();

test('a person changes their name, e-mail and password, then signs in with the new ones', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/profile');
  const main = page.getByRole('main');
  // No name yet: the card shows the username.
  await expect(main.getByText(newUser.username, { exact: true })).toBeVisible();
  await expect(main.getByText(newUser.email)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Profile', 'Security', 'Notifications', 'Danger Zone']);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveCount(0);
  await expectAccessible(page);

  const newEmail = `renamed-${newUser.email}`;
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(main.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  // The new address waits until its link is opened (here from the development mailbox).
  await expect(page.getByText(`Waiting for confirmation: we sent a link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: newUser.email })).toBeVisible();
  await page.goto('/dev/mailbox');
  const message = page.getByRole('listitem').filter({ hasText: newEmail }).filter({ hasText: 'Confirm your e-mail address' });
  const link = new URL((await message.getByRole('link', { name: /verify-email\?token=/ }).getAttribute('href'))!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile');
  await expect(page.getByRole('banner').getByRole('link', { name: newEmail })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  const current = page.getByLabel('Current Password', { exact: true });

  // Show and hide and the password rules are the form's component test
  // (web/src/features/profile/components/security-form.browser.test.tsx); the server checks the current one.
  const newPassword = 'a-newer-password';
  await current.fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is incorrect' })).toBeVisible();
  await expectAccessible(page);

  await current.fill(newUser.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(current).toHaveValue('');

  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/onboarding?mode=login');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// The tabs (the address, the keyboard, Subscription only with paid features) are the profile screen's
// component test: web/src/screens/profile/profile-screen.browser.test.tsx.

test('a person deletes their account and cannot sign in again', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/profile?tab=danger-zone');
  await expectAccessible(page);
  const opener = page.getByRole('tabpanel').getByRole('button', { name: 'Delete Account' });
  await opener.click();

  // Confirmed only by DELETE typed exactly, its words, Escape and focus: the dialog's component test
  // (web/src/features/profile/components/delete-account-dialog.browser.test.tsx).
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expectAccessible(page);

  // The page behind is inert (showModal): Shift+Tab goes back to Close, then out to the browser
  // (nothing in the page has focus), then round to the dialog's last control, never to the page.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/onboarding?mode=login');
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill(newUser.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
});

test('a person chooses their e-mails, sees where they are signed in and signs the other device out', async ({ browser, page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  const phone = await (
    await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
  ).newPage();
  await phone.goto('/onboarding?mode=login');
  await phone.getByLabel('Email').fill(newUser.email);
  await phone.getByLabel('Password').fill(newUser.password);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);

  await page.goto('/profile?tab=notifications');
  const emails = page.getByRole('region', { name: 'E-mail notifications' });
  const reviews = emails.getByRole('switch', { name: 'Reviews of you, and replies to yours' });
  await expect(reviews).not.toBeChecked();
  await reviews.click();
  await expect(emails.getByText('Saved')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail notifications' }).getByRole('switch', { name: 'Reviews of you, and replies to yours' })).toBeChecked();

  await page.goto('/profile?tab=security');
  const devices = page.getByRole('region', { name: 'Where you’re signed in' });
  await expect(devices.getByRole('listitem').filter({ hasText: 'Safari on iPhone' })).toBeVisible();
  await expectAccessible(page);
  await devices.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(page.getByText('You are signed out of every other device.')).toBeVisible();
  await expect(devices.getByRole('listitem').filter({ hasText: 'Safari on iPhone' })).toHaveCount(0);
  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});
