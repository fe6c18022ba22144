/**
 * The dashboard's tabs: the three first ones in their order, then Reports and Support (each with how
 * many wait) and Audit Log; a tab's filters go when another tab is chosen.
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aReportsPage } from '#web/test/test-admin-reports.ts';
import { anAuditPage } from '#web/test/test-audit.ts';
import { aSupportPage } from '#web/test/test-support.ts';
import { AdminDashboardScreen } from './admin-dashboard-screen.tsx';

test('the tabs in order, Reports and Support counting what waits; choosing a tab drops the last one’s filters', async () => {
  localStorage.setItem('adminToken', 'admin-token');
  const server = fakeApi()
    .on('GET', '/api/admin/reports', ({ query }) => Response.json(aReportsPage([], { total: query.get('status') === 'OPEN' ? 3 : 0 })))
    .on('GET', '/api/admin/support-requests', ({ query }) => Response.json(aSupportPage([], { total: query.get('status') === 'OPEN' ? 2 : 0 })))
    .on('GET', '/api/admin/audit-log', { body: anAuditPage([]) })
    .on('GET', '/api/admin/reviews', { body: { items: [], page: 1, total: 0, total_pages: 0 } })
    .on('GET', '/api/admin/flags', { body: { items: [], page: 1, total: 0, total_pages: 0 } });
  await renderInApp(<AdminDashboardScreen />, { path: '/admin/dashboard?tab=audit&entity_type=user' });
  await expect.element(page.getByRole('tab', { name: 'Reports (3)' })).toBeVisible();
  await expect.element(page.getByRole('tab', { name: 'Support (2)' })).toBeVisible();
  expect(
    page
      .getByRole('tab')
      .elements()
      .map((tab) => tab.textContent),
  ).toEqual(['Apps & Offers', 'System Settings', 'User Management', 'Reports (3)', 'Support (2)', 'Audit Log']);
  await expect.element(page.getByRole('tab', { name: 'Audit Log' })).toHaveAttribute('aria-selected', 'true');
  await expect.element(page.getByRole('combobox', { name: 'Entity type' })).toHaveValue('user');
  await expectAccessible();

  await page.getByRole('tab', { name: 'Reports (3)' }).click();
  await expect.element(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect.element(page.getByRole('combobox', { name: 'Entity type' })).toHaveValue('');
  // The unfiltered list is asked for once the tab shows again.
  await expect.poll(() => server.calls('GET', '/api/admin/audit-log').map((request) => request.query.get('entity_type'))).toEqual(['user', null]);
});
