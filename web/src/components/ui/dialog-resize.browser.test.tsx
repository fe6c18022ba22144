/** A dialog opened from a panel stays open, and shown, when the window narrows to a phone's width and the panel folds. */
import { useState } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { FoldOnPhones } from '#web/components/section/fold.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { renderInApp } from '#web/test/render.tsx';
import { Dialog } from './dialog.tsx';

function Panel() {
  const [open, setOpen] = useState(false);
  return (
    <FoldOnPhones>
      <SectionCard title="Your Referrals">
        <button type="button" onClick={() => setOpen(true)}>
          Report a problem
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Report a problem">
          <p>What went wrong?</p>
        </Dialog>
      </SectionCard>
    </FoldOnPhones>
  );
}

test('a dialog stays open when the window is resized', async () => {
  await page.viewport(1280, 800);
  try {
    await renderInApp(<Panel />);
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await expect.element(dialog).toBeVisible();
    await page.viewport(360, 800);
    // The panel has folded on the phone's width; the dialog is still there, and still shown.
    await expect.element(page.getByRole('button', { name: 'Your Referrals' })).toBeInTheDocument();
    await expect.element(dialog.getByText('What went wrong?')).toBeVisible();
  } finally {
    await page.viewport(414, 896);
  }
});
