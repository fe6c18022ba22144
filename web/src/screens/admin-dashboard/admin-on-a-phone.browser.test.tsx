/**
 * The admin area on a 360 px phone: the users are a list of cards (nine columns cannot be read there),
 * and Apps & Offers has a search box and its lists closed under their headings, a search opening
 * them on what it found. The server is faked at fetch.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { AdminUser } from '#contract/admin/users/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { AiDiscoveryPanel } from '#web/features/admin/ai-suggestions/ai-discovery-panel.tsx';
import { AppsPanel } from '#web/features/admin/apps/apps-panel.tsx';
import { UsersTable } from '#web/features/admin/users/users-table.tsx';

const ADA: AdminUser = {
  id: '00000000-0000-4000-8000-00000000ada1',
  email: 'ada.lovelace@example.com',
  username: 'ada_l',
  name: 'Ada',
  is_active: true,
  is_admin: false,
  subscription_status: 'PREMIUM',
  subscription_expires_at: null,
  matches_used: 4,
  total_referrals: 7,
  total_matches: 9,
  last_login_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-01-02T10:00:00.000Z',
  is_self: false,
};

beforeEach(async () => {
  localStorage.setItem('adminToken', 'admin-token');
  await page.viewport(360, 800);
});
afterEach(async () => {
  await page.viewport(414, 896);
});

describe('User Management on a phone', () => {
  test('each user is a card with the row’s figures and its actions, and the table is not shown', async () => {
    const viewed: string[] = [];
    await renderInApp(<UsersTable users={[ADA]} caption="Users, page 1 of 1" busy={false} onView={(user) => viewed.push(user.id)} onEdit={() => {}} />);
    const cards = page.getByRole('list', { name: 'Users, page 1 of 1' });
    await expect.element(cards).toBeVisible();
    await expect.element(cards.getByText('ada.lovelace@example.com', { exact: true }).first()).toBeVisible();
    await expect.element(cards).toMatchTextContent(/PlanPremium/);
    await expect.element(cards).toMatchTextContent(/Referrals7/);
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
    await expectAccessible();
    await cards.getByRole('button', { name: 'View ada.lovelace@example.com' }).click();
    expect(viewed).toEqual([ADA.id]);
  });
});

describe('Apps & Offers on a phone', () => {
  test('the lists are closed under their headings; a search opens them on what it found', async () => {
    fakeApi()
      .on('GET', '/api/admin/apps-with-offers', {
        body: [
          testApp({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Monzo' }),
          testApp({ id: '00000000-0000-4000-8000-0000000000a2', name: 'Revolut' }),
          testApp({ id: '00000000-0000-4000-8000-0000000000a3', name: 'Old Bank', is_active: false }),
        ],
      })
      .on('GET', '/api/admin/ai-suggestions', { body: [] });
    await renderInApp(<AppsPanel aiDiscovery={<AiDiscoveryPanel />} />);
    const active = page.getByRole('button', { name: 'Active Offers (2)' });
    await expect.element(active).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('heading', { name: 'Monzo' })).not.toBeInTheDocument();

    await page.getByLabelText('Search apps').fill('monz');
    await expect.element(page.getByRole('heading', { name: 'Monzo' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Revolut' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Inactive Offers (0)' })).toBeVisible();
    await expectAccessible();
  });

  test('Add New Offer opens the form in a dialog', async () => {
    fakeApi().on('GET', '/api/admin/apps-with-offers', { body: [] }).on('GET', '/api/admin/ai-suggestions', { body: [] });
    await renderInApp(<AppsPanel aiDiscovery={<AiDiscoveryPanel />} />);
    await page.getByRole('button', { name: 'Add New Offer' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Add New Offer' }).getByLabelText('Name', { exact: true })).toBeVisible();
  });
});
