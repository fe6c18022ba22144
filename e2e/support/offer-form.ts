import type { Locator, Page } from '@playwright/test';

/** Opens Add New Offer (signed in as an administrator) and fills what every offer needs, a fixed referrer reward included; answers the form. */
export async function startNewOffer(page: Page, offer: { name: string; description: string; appUrl: string; referrerPounds: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Offer' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Offer' });
  await form.getByLabel('Name', { exact: true }).fill(offer.name);
  await form.getByLabel('Description').fill(offer.description);
  await form.getByLabel('App URL').fill(offer.appUrl);
  await form.getByRole('group', { name: 'Referrer reward' }).getByLabel('Fixed amount (£)').fill(offer.referrerPounds);
  return form;
}
