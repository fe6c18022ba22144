import { signUpAndSignIn } from './accounts.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// Password hashing at full cost and an accessibility scan per screen take a while on a busy machine.
test.slow();

test('a person changes their name, e-mail and password, then signs in with the new ones', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText('User', { exact: true })).toBeVisible();
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
  await expect(page.getByRole('banner').getByRole('link', { name: newEmail })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=security$/);
  const current = page.getByLabel('Current Password', { exact: true });
  await page.getByRole('button', { name: 'Show current password' }).click();
  await expect(current).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide current password' }).click();
  await expect(current).toHaveAttribute('type', 'password');

  const newPassword = 'a-newer-password';
  await current.fill(newUser.password);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Confirm New Password', { exact: true })).toBeFocused();
  await expectAccessible(page);

  await current.fill('not-my-password');
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your current password is incorrect' })).toBeVisible();

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

test('the tabs follow the address and the keyboard', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/profile?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Notification settings will be available soon.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Notifications' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Danger Zone' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=danger-zone$/);
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Name')).toBeVisible();

  // Without paid features there is no Subscription tab: asking for it shows Profile.
  await page.goto('/profile?tab=subscription');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveCount(0);
});

test('a person deletes their account only after typing DELETE, and cannot sign in again', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/profile?tab=danger-zone');
  await expectAccessible(page);
  const opener = page.getByRole('tabpanel').getByRole('button', { name: 'Delete Account' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toBeVisible();
  const word = dialog.getByLabel('Type DELETE to confirm');
  await expect(word).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByText('Please type DELETE to confirm')).toBeVisible();
  await expectAccessible(page);
  await word.fill('delete');
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  // Tab stays inside the dialog: back past the first control to Close, then round to the last.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
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
