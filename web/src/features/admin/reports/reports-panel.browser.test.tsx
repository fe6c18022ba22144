/**
 * The Reports tab's list: the open queue by default, the status filter and the page in the address
 * and in the request, and the list refreshed after a decision.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aReportsPage, anAdminReport } from '#web/test/test-admin-reports.ts';
import { ReportsPanel } from './reports-panel.tsx';

const listQueries = (server: ReturnType<typeof fakeApi>) => server.calls('GET', '/api/admin/reports').map((request) => Object.fromEntries(request.query));

describe('the Reports tab', () => {
  test('opens on the open queue; the status filter asks for that status, All for every one', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const open = anAdminReport({ app_name: 'Monzo' });
    const server = fakeApi().on('GET', '/api/admin/reports', ({ query }) =>
      Response.json(aReportsPage(query.get('status') === 'OPEN' ? [open] : [], { total: query.get('status') === 'OPEN' ? 1 : 0 })),
    );
    await renderInApp(<ReportsPanel />, { path: '/?tab=reports' });
    await expect.element(page.getByRole('article', { name: 'Monzo: The code did not work' })).toBeVisible();
    await expect.element(page.getByText('Showing 1-1 of 1 reports')).toBeVisible();
    await expectAccessible();

    await page.getByRole('combobox', { name: 'Status' }).selectOptions('Resolved');
    await expect.element(page.getByText('No resolved reports.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOptions('All');
    await expect.element(page.getByText('No reports yet.')).toBeVisible();
    expect(listQueries(server)).toEqual([
      { page: '1', limit: '10', status: 'OPEN' },
      { page: '1', limit: '10', status: 'RESOLVED' },
      { page: '1', limit: '10' },
    ]);
  });

  test('the status and page in the address are the ones asked for, so a reload keeps them', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const server = fakeApi().on('GET', '/api/admin/reports', { body: aReportsPage([anAdminReport({ status: 'DISMISSED' })], { page: 2, total: 11 }) });
    await renderInApp(<ReportsPanel />, { path: '/?tab=reports&status=dismissed&page=2' });
    await expect.element(page.getByText('Showing 11-11 of 11 reports')).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('dismissed');
    await expect
      .element(page.getByRole('navigation', { name: 'Report pages' }).getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    expect(listQueries(server)).toEqual([{ page: '2', limit: '10', status: 'DISMISSED' }]);
  });

  test('a decision refreshes the queue: the decided report leaves it', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const report = anAdminReport();
    let queue = [report];
    const server = fakeApi()
      .on('GET', '/api/admin/reports', () => Response.json(aReportsPage(queue)))
      .on('PATCH', `/api/admin/reports/${report.id}`, ({ body }) => {
        queue = [];
        return Response.json({ ...report, ...(body as object) });
      });
    await renderInApp(<ReportsPanel />, { path: '/?tab=reports' });
    const decide = page.getByRole('region', { name: 'Decide' });
    await decide.getByLabelText('Resolution').fill('Upheld: the code is withdrawn.');
    await decide.getByRole('combobox', { name: 'Action' }).selectOptions('Withdraw the code');
    await decide.getByRole('button', { name: 'Resolve report' }).click();
    await expect.element(page.getByText('No open reports: the queue is empty.')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Report resolved')).toBeVisible();
    expect(server.calls('PATCH', `/api/admin/reports/${report.id}`).map((request) => request.body)).toEqual([
      { status: 'RESOLVED', resolution: 'Upheld: the code is withdrawn.', action: 'WITHDRAW_CODE' },
    ]);
    expect(listQueries(server)).toHaveLength(2);
  });
});
