import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/people.ts';
import { startNewOffer } from './support/offer-form.ts';

test.describe.configure({ timeout: 120_000 });

const STORED_WEBP = /^\/api\/public\/logos\/[0-9a-f]{64}\.webp$/;

/** Loaded and allowed by the page's content security policy: decoding would reject otherwise. */
async function expectShown(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((element: HTMLImageElement) => element.decode());
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** At each width people use, `part` (what shows the logo) fits inside the window, not cut off at its side. */
async function fitsAtEachWidth(page: Page, part: Locator, unfold?: (width: number) => Promise<void>): Promise<void> {
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await unfold?.(width);
    await part.scrollIntoViewIfNeeded();
    const box = await part.boundingBox();
    expect(box, `shown at ${width} px`).not.toBeNull();
    expect(box!.x, `inside the window at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `inside the window at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an administrator uploads a logo in the offer form; it shows on the offer’s cards, and Remove logo brings back the initial', async ({ page }) => {
  const name = `Logo Bank ${randomUUID().slice(0, 6)}`;
  await signInAsAdmin(page);
  const form = await startNewOffer(page, {
    name,
    description: 'A UK current account with its own logo.',
    appUrl: 'https://logo-bank.example.com',
    referrerPounds: '20',
  });
  await form.getByRole('group', { name: 'Referee reward' }).getByLabel('Fixed amount (£)').fill('10');

  // The logo: a wide PNG, kept by the server as a WebP of at most 256 px, shown in the form at once.
  const logo = form.getByRole('group', { name: 'Logo' });
  await expect(logo.getByText('No logo: the cards show the coloured initial.')).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#0b6e4f' } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 4, background: '#ffd23f' } }, left: 200, top: 50 }])
    .png()
    .toBuffer();
  await logo.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  const preview = logo.locator('img');
  await expect(preview).toHaveAttribute('src', STORED_WEBP);
  await expectShown(preview);
  const logoUrl = (await preview.getAttribute('src'))!;
  await expectAccessible(page);
  await fitsAtEachWidth(page, logo);

  await form.getByRole('button', { name: 'Create Offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'App created successfully' })).toBeVisible();

  // The admin Apps & Offers card.
  const card = page.getByRole('region', { name: /^Active Offers/ }).getByRole('article', { name, exact: true });
  await expect(card.locator('img')).toHaveAttribute('src', logoUrl);
  await expectShown(card.locator('img'));
  // Below 768 px (web/src/components/section/fold.tsx) the offers are a panel that starts folded:
  // opened once the narrower layout is drawn, which follows the resize a moment later.
  await fitsAtEachWidth(page, card, async (width) => {
    if (width < 768) await page.getByRole('button', { name: /^Active Offers/, expanded: false }).click();
  });

  // The catalogue people choose from.
  const catalogue = await page.context().newPage();
  await catalogue.goto('/onboarding');
  const platform = catalogue.getByRole('button', { name, exact: true });
  await expect(platform.locator('img')).toHaveAttribute('src', logoUrl);
  await expectShown(platform.locator('img'));
  await expectAccessible(catalogue);
  await fitsAtEachWidth(catalogue, platform);

  // Edit, Remove logo, Save: the initial again, everywhere.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${name}` });
  await expectShown(editor.getByRole('group', { name: 'Logo' }).locator('img'));
  await editor.getByRole('button', { name: 'Remove logo' }).click();
  await expect(editor.getByText('No logo: the cards show the coloured initial.')).toBeVisible();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offer updated successfully' })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.locator('[aria-hidden="true"]').first()).toHaveText('L');
  await catalogue.reload();
  await expect(platform.locator('img')).toHaveCount(0);
});
