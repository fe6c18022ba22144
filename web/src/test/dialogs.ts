import { expect } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';

/** Clicks the button that opens a dialog; answers both, the dialog found by its name. */
export async function openDialogWith(openerName: string, dialogName: string): Promise<{ opener: Locator; dialog: Locator }> {
  const opener = page.getByRole('button', { name: openerName });
  await opener.click();
  return { opener, dialog: page.getByRole('dialog', { name: dialogName }) };
}

/** Escape closes the dialog and focus goes back to the button that opened it. */
export async function expectEscapeCloses(dialog: Locator, opener: Locator): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(opener).toHaveFocus();
}

/** The dialog's way out (Cancel, Maybe later) closes it and focus goes back to the button that opened it. */
export async function expectWayOutCloses(dialog: Locator, opener: Locator, wayOut = 'Cancel'): Promise<void> {
  await dialog.getByRole('button', { name: wayOut }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await expect.element(opener).toHaveFocus();
}
