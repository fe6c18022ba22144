/**
 * The admin offer form (admin-side.md §5), reached through Add New Offer and Edit: required fields,
 * a fixed amount or a range per party, min ≤ max, and the words of the contract's schema
 * (contract/admin/apps/schema.ts). What it sends is read at the faked fetch.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { AddOfferSection } from './add-offer-section.tsx';
import { EditOfferDialog } from './edit-offer-dialog.tsx';

const form = () => page.getByRole('dialog', { name: 'Add New Offer' });
const party = (legend: 'Referrer reward' | 'Referee reward') => form().getByRole('group', { name: legend });
const field = (label: string) => form().getByLabelText(label, { exact: true });
const create = () => form().getByRole('button', { name: 'Create Offer' });

/** An administrator opens Add New Offer; answers the faked server. */
async function openAddOffer() {
  localStorage.setItem('adminToken', 'admin-token');
  const server = fakeApi().on('POST', '/api/admin/apps', ({ body }) =>
    Response.json({ ...testApp({ name: 'Created' }), ...(body as object) }, { status: 201 }),
  );
  await renderInApp(<AddOfferSection />);
  await page.getByRole('button', { name: 'Add New Offer' }).click();
  return { server, sent: () => server.calls('POST', '/api/admin/apps').map((request) => request.body) };
}

/** Create Offer is refused in the form: each party's message, focus on the field to fix first, nothing sent. */
async function expectRewardsRefused(sent: () => unknown[], messages: { referrer: string; referee: string }, focused: string) {
  await create().click();
  await expect.element(party('Referrer reward').getByText(messages.referrer)).toBeVisible();
  await expect.element(party('Referee reward').getByText(messages.referee)).toBeVisible();
  await expect.element(party('Referrer reward').getByLabelText(focused)).toHaveFocus();
  expect(sent()).toEqual([]);
}

async function fillRequired() {
  await field('Name').fill('E2E Bank');
  await field('Description').fill('A UK current account opened in the app.');
  await field('App URL').fill('https://e2e-bank.example.com');
}

describe('Add New Offer', () => {
  test('sent empty: each required field says so, and focus goes to the first', async () => {
    const { sent } = await openAddOffer();
    await create().click();
    await expect.element(form().getByText('Name is required')).toBeVisible();
    await expect.element(form().getByText('Description is required')).toBeVisible();
    await expect.element(form().getByText('App URL is required')).toBeVisible();
    await expect.element(field('Name')).toHaveFocus();
    await expect.element(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  test('an App URL that is not a web address', async () => {
    const { sent } = await openAddOffer();
    await fillRequired();
    await field('App URL').fill('ftp://e2e-bank.example.com');
    await party('Referrer reward').getByLabelText('Fixed amount (£)').fill('20');
    await party('Referee reward').getByLabelText('Fixed amount (£)').fill('10');
    await create().click();
    await expect.element(form().getByText('App URL must be a valid URL (https://...)')).toBeVisible();
    await expect.element(field('App URL')).toHaveFocus();
    expect(sent()).toEqual([]);
  });

  test('each party needs a fixed amount unless it has a range', async () => {
    const { sent } = await openAddOffer();
    await fillRequired();
    await expectRewardsRefused(
      sent,
      {
        referrer: 'Referrer reward is required unless you give a minimum and a maximum',
        referee: 'Referee reward is required unless you give a minimum and a maximum',
      },
      'Fixed amount (£)',
    );
  });

  test('a range value sets the fixed amount to £0 and disables it; Clear Range gives it back', async () => {
    await openAddOffer();
    const referee = party('Referee reward');
    await referee.getByLabelText('Minimum (£)').fill('5');
    await expect.element(referee.getByLabelText('Fixed amount (£)')).toBeDisabled();
    await expect.element(referee.getByLabelText('Fixed amount (£)')).toHaveValue(0);
    await expect.element(referee.getByText('Set to £0 while a range is given')).toBeVisible();
    // The other party is untouched.
    await expect.element(party('Referrer reward').getByLabelText('Fixed amount (£)')).toBeEnabled();

    await referee.getByRole('button', { name: /^Clear Range/ }).click();
    await expect.element(referee.getByLabelText('Minimum (£)')).toHaveValue(null);
    await expect.element(referee.getByLabelText('Fixed amount (£)')).toBeEnabled();
  });

  test('a fixed amount above £0 disables the range', async () => {
    await openAddOffer();
    const referrer = party('Referrer reward');
    await referrer.getByLabelText('Fixed amount (£)').fill('20');
    await expect.element(referrer.getByLabelText('Minimum (£)')).toBeDisabled();
    await expect.element(referrer.getByLabelText('Maximum (£)')).toBeDisabled();
    await referrer.getByLabelText('Fixed amount (£)').fill('0');
    await expect.element(referrer.getByLabelText('Minimum (£)')).toBeEnabled();
  });

  test('a range needs both ends, the minimum no more than the maximum', async () => {
    const { sent } = await openAddOffer();
    await fillRequired();
    await party('Referrer reward').getByLabelText('Minimum (£)').fill('10');
    await party('Referee reward').getByLabelText('Minimum (£)').fill('30');
    await party('Referee reward').getByLabelText('Maximum (£)').fill('20');
    await expectRewardsRefused(
      sent,
      { referrer: 'Referrer reward range needs both a minimum and a maximum', referee: 'Referee minimum reward cannot be more than the maximum' },
      'Maximum (£)',
    );
  });

  test('uses per user is a whole number from 1, or unlimited', async () => {
    const { sent } = await openAddOffer();
    await fillRequired();
    await party('Referrer reward').getByLabelText('Fixed amount (£)').fill('20');
    await party('Referee reward').getByLabelText('Fixed amount (£)').fill('0');
    await field('Uses per user').fill('0');
    await create().click();
    await expect.element(form().getByText('Max uses per user must be at least 1')).toBeVisible();
    await form().getByRole('radio', { name: 'Unlimited' }).click();
    await expect.element(field('Uses per user')).toBeDisabled();
    await create().click();
    await expect.poll(sent).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ max_uses_per_user: null });
  });

  test('the referrer monthly cap is a whole number from 1, and empty means none', async () => {
    const { sent } = await openAddOffer();
    await fillRequired();
    await party('Referrer reward').getByLabelText('Fixed amount (£)').fill('20');
    await party('Referee reward').getByLabelText('Fixed amount (£)').fill('10');
    await expect.element(form().getByText(/Empty: no cap\./)).toBeVisible();
    await field('Referrer monthly cap').fill('0');
    await create().click();
    await expect.element(form().getByText('Referrer monthly cap must be at least 1')).toBeVisible();
    await expect.element(field('Referrer monthly cap')).toHaveFocus();
    await field('Referrer monthly cap').fill('1001');
    await create().click();
    await expect.element(form().getByText('Referrer monthly cap must be at most 1000')).toBeVisible();
    expect(sent()).toEqual([]);
    await field('Referrer monthly cap').fill('10');
    await create().click();
    await expect.poll(sent).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ referrer_monthly_cap: 10 });
  });

  test('a valid offer is sent in pence, with a range for one party, and the form closes', async () => {
    const { sent } = await openAddOffer();
    await fillRequired();
    await party('Referrer reward').getByLabelText('Fixed amount (£)').fill('20');
    await party('Referee reward').getByLabelText('Minimum (£)').fill('5');
    await party('Referee reward').getByLabelText('Maximum (£)').fill('25.50');
    await field('Expiry date').fill('2030-12-31');
    await create().click();
    await expect.element(page.getByRole('status').getByText('App created successfully')).toBeVisible();
    await expect.element(create()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add New Offer' })).toHaveFocus();
    expect(sent()).toEqual([
      expect.objectContaining({
        name: 'E2E Bank',
        description: 'A UK current account opened in the app.',
        app_url: 'https://e2e-bank.example.com',
        offer_url: null,
        referrer_reward_amount_pence: 2000,
        referrer_reward_min_pence: null,
        referrer_reward_max_pence: null,
        referee_reward_amount_pence: 0,
        referee_reward_min_pence: 500,
        referee_reward_max_pence: 2550,
        max_uses_per_user: 1,
        referrer_monthly_cap: null,
        expiry_date: '2030-12-31T23:59:59',
      }),
    ]);
  });

  test("the server's refusal is said in its words, and the form stays", async () => {
    const { server } = await openAddOffer();
    server.on('POST', '/api/admin/apps', { status: 409, body: { detail: 'An app with this name already exists' } });
    await fillRequired();
    await party('Referrer reward').getByLabelText('Fixed amount (£)').fill('20');
    await party('Referee reward').getByLabelText('Fixed amount (£)').fill('10');
    await create().click();
    await expect.element(page.getByRole('alert').getByText('An app with this name already exists')).toBeVisible();
    await expect.element(create()).toBeVisible();
  });
});

describe('Edit', () => {
  test('starts from the app as it is, with Active, and saves the change', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const app = testApp({
      name: 'Revolut',
      referrer_reward_amount_pence: 2000,
      referee_reward_min_pence: 1000,
      referee_reward_max_pence: 6000,
      max_uses_per_user: null,
      referrer_monthly_cap: 10,
    });
    const server = fakeApi().on('PATCH', `/api/admin/apps/${app.id}`, ({ body }) => Response.json({ ...app, ...(body as object) }));
    await renderInApp(<EditOfferDialog app={app} onClose={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Edit Revolut' });
    await expect.element(dialog.getByLabelText('Name', { exact: true })).toHaveValue('Revolut');
    await expect.element(dialog.getByRole('group', { name: 'Referee reward' }).getByLabelText('Maximum (£)')).toHaveValue(60);
    await expect.element(dialog.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    await expect.element(dialog.getByLabelText('Active', { exact: true })).toBeChecked();
    await expect.element(dialog.getByLabelText('Referrer monthly cap', { exact: true })).toHaveValue(10);
    await dialog.getByLabelText('Referrer monthly cap', { exact: true }).clear();
    await dialog.getByRole('group', { name: 'Referrer reward' }).getByLabelText('Fixed amount (£)').fill('30');
    await dialog.getByLabelText('Active', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.element(page.getByRole('status').getByText('Offer updated successfully')).toBeVisible();
    expect(server.calls('PATCH', `/api/admin/apps/${app.id}`).map((request) => request.body)).toEqual([
      expect.objectContaining({
        referrer_reward_amount_pence: 3000,
        referee_reward_min_pence: 1000,
        referee_reward_max_pence: 6000,
        max_uses_per_user: null,
        referrer_monthly_cap: null,
        is_active: false,
      }),
    ]);
  });
});
