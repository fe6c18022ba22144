/**
 * My Referral Codes' "Delete Referral Code" dialog (user-side.md §2), opened from a Delete Code
 * button as the screen opens it. The server is faked at fetch.
 */
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { expectEscapeCloses, expectWayOutCloses } from '#web/test/dialogs.ts';
import { aMonzoCode } from '#web/test/test-matches.ts';
import { DeleteCodeDialog } from './delete-code-dialog.tsx';

async function renderDialog(deleteAnswer: { status: number; body: unknown }) {
  signIn();
  const code = aMonzoCode();
  const server = fakeApi().on('DELETE', `/api/referral-codes/${code.id}`, deleteAnswer);
  const onDeleted = vi.fn();
  function Row() {
    const [deleting, setDeleting] = useState<ReferralCode | null>(null);
    return (
      <>
        <button type="button" onClick={() => setDeleting(code)}>
          Delete Code for Monzo
        </button>
        <DeleteCodeDialog code={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      </>
    );
  }
  await renderInApp(<Row />);
  const opener = page.getByRole('button', { name: 'Delete Code for Monzo' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Referral Code' });
  return { code, server, onDeleted, opener, dialog, deletes: () => server.calls('DELETE', `/api/referral-codes/${code.id}`) };
}

describe('Delete Referral Code', () => {
  test('asks in the spec’s words and shows the code; Escape and Cancel keep it, focus back on Delete Code', async () => {
    const { opener, dialog, deletes } = await renderDialog({ status: 200, body: { message: 'Referral code deleted successfully' } });
    await expect.element(dialog).toHaveAccessibleDescription('Are you sure you want to delete this referral code for Monzo? This action cannot be undone.');
    await expect.element(dialog.getByText('alicesmith', { exact: true })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled();

    await expectEscapeCloses(dialog, opener);
    await opener.click();
    await expectWayOutCloses(dialog, opener);
    expect(deletes()).toEqual([]);
  });

  test('Delete deletes it, says so once and closes', async () => {
    const { dialog, onDeleted, code, deletes } = await renderDialog({ status: 200, body: { message: 'Referral code deleted successfully' } });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('status').getByText('Referral code deleted successfully')).toBeVisible();
    expect(page.getByText('Referral code deleted successfully').elements()).toHaveLength(1);
    expect(onDeleted).toHaveBeenCalledWith(code);
    expect(deletes()).toHaveLength(1);
  });

  test('a refused deletion says why and leaves the dialog open', async () => {
    const { dialog, onDeleted } = await renderDialog({ status: 409, body: { detail: 'This code is in use by a match in progress' } });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.element(page.getByRole('alert').getByText('This code is in use by a match in progress')).toBeVisible();
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
