/**
 * The offer form's Logo field: Upload logo (checked in the browser, then by the server), Fetch logo
 * from an address (the server's reason shown under the field), Remove logo, and what Save sends.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LOGO_NOT_AN_IMAGE, LOGO_SVG_REFUSED, LOGO_TOO_LARGE } from '#contract/logos/rules.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { AddOfferSection } from './add-offer-section.tsx';
import { EditOfferDialog } from './edit-offer-dialog.tsx';

const STORED = `/api/public/logos/${'a'.repeat(64)}.webp`;
const PRIVATE = 'The address is on a private network, which this server does not fetch from';

/** A 4-pixel image as inline data, which the preview can show without a server behind it. */
function inlineImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 4;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#0052ff';
  context.fillRect(0, 0, 4, 4);
  return canvas.toDataURL('image/png');
}

const logo = () => page.getByRole('group', { name: 'Logo' });
const preview = () => logo().getByRole('presentation');
const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type });

async function openAddOffer() {
  localStorage.setItem('adminToken', 'admin-token');
  const server = fakeApi().on('POST', '/api/admin/apps', ({ body }) =>
    Response.json({ ...testApp({ name: 'Created' }), ...(body as object), logo_problem: null }, { status: 201 }),
  );
  await renderInApp(<AddOfferSection />);
  await page.getByRole('button', { name: 'Add New Offer' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Offer' });
  await form.getByLabelText('Name', { exact: true }).fill('Logo Bank');
  await form.getByLabelText('Description').fill('A UK current account.');
  await form.getByLabelText('App URL').fill('https://logo-bank.example.com');
  await form.getByRole('group', { name: 'Referrer reward' }).getByLabelText('Fixed amount (£)').fill('20');
  await form.getByRole('group', { name: 'Referee reward' }).getByLabelText('Fixed amount (£)').fill('10');
  return {
    server,
    create: () => form.getByRole('button', { name: 'Create Offer' }).click(),
    sent: () => server.calls('POST', '/api/admin/apps').map((request) => request.body),
  };
}

describe('Logo in Add New Offer', () => {
  test('starts with the coloured initial; an uploaded logo shows in the preview and is saved with the offer', async () => {
    const { server, create, sent } = await openAddOffer();
    await expect.element(logo().getByText('No logo: the cards show the coloured initial.')).toBeVisible();
    await expect.element(logo().getByText('L', { exact: true })).toBeVisible();

    const image = inlineImage();
    server.on('POST', '/api/admin/logos', { status: 201, body: { logo_url: image } });
    await userEvent.upload(logo().getByLabelText('Upload logo'), file('logo.png', 'image/png'));
    await expect.element(preview()).toHaveAttribute('src', image);
    expect(server.calls('POST', '/api/admin/logos')).toHaveLength(1);

    server.on('POST', '/api/admin/logos', { status: 201, body: { logo_url: STORED } });
    await userEvent.upload(logo().getByLabelText('Upload logo'), file('other.webp', 'image/webp'));
    await expect.element(logo().getByRole('button', { name: 'Remove logo' })).toBeVisible();
    await create();
    await expect.element(page.getByRole('status').getByText('App created successfully')).toBeVisible();
    expect(sent()).toEqual([expect.objectContaining({ name: 'Logo Bank', logo_url: STORED })]);
  });

  test('refuses an SVG, another type and a file over 256 kB in the browser, in the server’s words, sending nothing', async () => {
    const { server } = await openAddOffer();
    const upload = logo().getByLabelText('Upload logo');
    for (const [chosen, words] of [
      [file('logo.svg', 'image/svg+xml'), LOGO_SVG_REFUSED],
      [file('logo.gif', 'image/gif'), LOGO_NOT_AN_IMAGE],
      [file('logo.png', 'image/png', 256 * 1024 + 1), LOGO_TOO_LARGE],
    ] as const) {
      await userEvent.upload(upload, chosen);
      await expect.element(logo().getByText(words)).toBeVisible();
      await expect.element(upload).toHaveAttribute('aria-invalid', 'true');
    }
    expect(server.calls('POST', '/api/admin/logos')).toEqual([]);
  });

  test('shows the server’s reason when it refuses an upload, and keeps the initial', async () => {
    const { server } = await openAddOffer();
    server.on('POST', '/api/admin/logos', { status: 422, body: { detail: LOGO_NOT_AN_IMAGE } });
    await userEvent.upload(logo().getByLabelText('Upload logo'), file('page.png', 'image/png'));
    await expect.element(logo().getByText(LOGO_NOT_AN_IMAGE)).toBeVisible();
    await expect.element(logo().getByText('No logo: the cards show the coloured initial.')).toBeVisible();
  });

  test('fetches a logo from an address when asked, saying why under the field when it cannot', async () => {
    const { server, create, sent } = await openAddOffer();
    const address = logo().getByLabelText('Logo URL');
    await address.fill('not an address');
    await logo().getByRole('button', { name: 'Fetch logo' }).click();
    await expect.element(logo().getByText('Logo URL must be a valid URL (https://...)')).toBeVisible();
    expect(server.calls('POST', '/api/admin/logos/fetch')).toEqual([]);

    server.on('POST', '/api/admin/logos/fetch', { status: 422, body: { detail: PRIVATE } });
    await address.fill('http://10.0.0.1/logo.png');
    await logo().getByRole('button', { name: 'Fetch logo' }).click();
    await expect.element(logo().getByText(PRIVATE)).toBeVisible();
    await expect.element(address).toHaveAttribute('aria-invalid', 'true');
    await expect.element(address).toHaveFocus();
    expect(server.calls('POST', '/api/admin/logos/fetch').map((request) => request.body)).toEqual([{ url: 'http://10.0.0.1/logo.png' }]);

    const image = inlineImage();
    server.on('POST', '/api/admin/logos/fetch', { body: { logo_url: image } });
    await address.fill('https://logo-bank.example.com/logo.png');
    await userEvent.keyboard('{Enter}');
    await expect.element(preview()).toHaveAttribute('src', image);
    await expect.element(address).toHaveValue('');
    expect(sent()).toEqual([]);

    server.on('POST', '/api/admin/logos/fetch', { body: { logo_url: STORED } });
    await address.fill('https://logo-bank.example.com/other.png');
    await logo().getByRole('button', { name: 'Fetch logo' }).click();
    await expect.element(address).toHaveValue('');
    await create();
    expect(sent()).toEqual([expect.objectContaining({ logo_url: STORED })]);
  });

  test('an address typed but not fetched is sent for the server to fetch; when it cannot, the save says why', async () => {
    const { server, create, sent } = await openAddOffer();
    server.on('POST', '/api/admin/apps', ({ body }) =>
      Response.json({ ...testApp({ name: 'Created' }), ...(body as object), logo_url: null, logo_problem: PRIVATE }, { status: 201 }),
    );
    await logo().getByLabelText('Logo URL').fill('http://10.0.0.1/logo.png');
    await create();
    expect(sent()).toEqual([expect.objectContaining({ logo_url: 'http://10.0.0.1/logo.png' })]);
    await expect.element(page.getByRole('alert').getByText(`Saved without its logo. ${PRIVATE}.`)).toBeVisible();
  });
});

describe('Logo in Edit', () => {
  test('shows the app’s logo; Remove logo brings back the initial, and Save sends no logo', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const image = inlineImage();
    const app = testApp({ name: 'Wise', logo_url: image, referrer_reward_amount_pence: 2000, referee_reward_amount_pence: 1000 });
    const server = fakeApi().on('PATCH', `/api/admin/apps/${app.id}`, ({ body }) => Response.json({ ...app, ...(body as object), logo_problem: null }));
    await renderInApp(<EditOfferDialog app={app} onClose={() => {}} />);
    await expect.element(preview()).toHaveAttribute('src', image);
    await logo().getByRole('button', { name: 'Remove logo' }).click();
    await expect.element(logo().getByText('W', { exact: true })).toBeVisible();
    await expect.element(logo().getByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.element(page.getByRole('status').getByText('Offer updated successfully')).toBeVisible();
    expect(server.calls('PATCH', `/api/admin/apps/${app.id}`).map((request) => request.body)).toEqual([expect.objectContaining({ logo_url: null })]);
  });
});
