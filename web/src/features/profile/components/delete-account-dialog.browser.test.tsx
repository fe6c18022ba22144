/**
 * The profile's Delete Account (user-side.md §2 Danger Zone, §4, §5): confirmed only by DELETE
 * typed exactly; on success the person is signed out and sent to '/'. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { openDialogWith, expectEscapeCloses, expectWayOutCloses } from '#web/test/dialogs.ts';
import { DangerZone } from './danger-zone.tsx';

async function openDialog(answer: { status: number; body: unknown } = { status: 200, body: { message: 'Your account has been deleted' } }) {
  signIn();
  const server = fakeApi().on('DELETE', '/api/auth/account', answer);
  await renderInApp(<DangerZone />, { path: '/profile', screens: { '/': <h1>Home</h1> } });
  const { opener, dialog } = await openDialogWith('Delete Account', 'Delete Account');
  return {
    server,
    opener,
    dialog,
    word: dialog.getByLabelText('Type DELETE to confirm'),
    confirm: dialog.getByRole('button', { name: 'Delete Account' }),
    deletes: () => server.calls('DELETE', '/api/auth/account'),
  };
}

describe('Delete Account', () => {
  test('opens on the word to type, with the confirm button disabled and the reason said', async () => {
    const { dialog, word, confirm } = await openDialog();
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Your referral codes, apps and notifications will be removed and matches in progress cancelled. This cannot be undone.');
    await expect.element(word).toHaveFocus();
    await expect.element(confirm).toBeDisabled();
    await expect.element(dialog.getByText('Please type DELETE to confirm', { exact: true })).toBeVisible();
    await expect.element(word).toHaveAccessibleDescription('Please type DELETE to confirm');
  });

  test.each(['delete', 'Delete', 'DELET', 'DELETE ', ' DELETE', 'DELETED'])('"%s" is not DELETE: still disabled', async (typed) => {
    const { dialog, word, confirm, deletes } = await openDialog();
    await word.fill(typed);
    await expect.element(confirm).toBeDisabled();
    await expect.element(dialog.getByText('Please type DELETE to confirm', { exact: true })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(deletes()).toEqual([]);
  });

  test('Escape closes it, focus goes back to Delete Account, and it opens afresh', async () => {
    const { dialog, word, opener } = await openDialog();
    await word.fill('DELETE');
    await expectEscapeCloses(dialog, opener);
    await opener.click();
    await expect.element(word).toHaveValue('');
    await expectWayOutCloses(dialog, opener);
  });

  test('DELETE typed exactly enables it; the account goes, the person is signed out and sent home', async () => {
    const { dialog, word, confirm, deletes } = await openDialog();
    await word.fill('DELETE');
    await expect.element(confirm).toBeEnabled();
    await expect.element(dialog.getByText('Ready: this will delete your account.')).toBeVisible();
    await confirm.click();
    await expect.element(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Your account has been deleted')).toBeVisible();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(deletes()).toHaveLength(1);
  });

  test('a refusal is said in the dialog, and the person stays signed in', async () => {
    const { dialog, word, confirm } = await openDialog({ status: 409, body: { detail: 'Finish your matches in progress first' } });
    await word.fill('DELETE');
    await confirm.click();
    await expect.element(dialog.getByText('Finish your matches in progress first')).toBeVisible();
    await expect.element(confirm).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBe('test-token');
  });
});
