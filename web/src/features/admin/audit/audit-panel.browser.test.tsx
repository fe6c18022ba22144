/**
 * The Audit Log tab: every entry in words, the filters (kind of record, action, one record's id)
 * carried by the request and kept in the address.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { anAuditEntry, anAuditPage } from '#web/test/test-audit.ts';
import { AuditPanel } from './audit-panel.tsx';

const queries = (server: ReturnType<typeof fakeApi>) => server.calls('GET', '/api/admin/audit-log').map((request) => Object.fromEntries(request.query));

describe('the Audit Log tab', () => {
  test('lists every entry newest first: what, when in UK time, who, which record and what changed', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const server = fakeApi().on('GET', '/api/admin/audit-log', {
      body: anAuditPage([
        anAuditEntry(),
        anAuditEntry({
          action: 'referral_code.restore',
          entity_type: 'referral_code',
          entity_id: 'c0de',
          actor_username: null,
          before: { status: 'PAUSED' },
          after: { status: 'UNUSED' },
          created_at: '2026-07-01T08:00:00.000Z',
        }),
      ]),
    });
    await renderInApp(<AuditPanel />, { path: '/?tab=audit' });
    const resolved = page.getByRole('article').filter({ hasText: 'Resolved a report' });
    await expect.element(resolved.getByText('2 Mar 2026, 12:30')).toBeVisible();
    await expect.element(resolved.getByText('action: none → The referral code was paused')).toBeVisible();
    const restored = page.getByRole('article').filter({ hasText: 'Restored a referral code' });
    // Summer time: 08:00 UTC is 09:00 in London.
    await expect.element(restored.getByText('1 Jul 2026, 09:00')).toBeVisible();
    await expect.element(restored.getByText('a former administrator')).toBeVisible();
    await expect.element(restored.getByText('status: PAUSED → UNUSED')).toBeVisible();
    await expect.element(page.getByText('Showing 1-2 of 2 entries')).toBeVisible();
    await expectAccessible();
    expect(queries(server)).toEqual([{ page: '1', limit: '20' }]);
  });

  test('the request carries the kind of record, the action and the id; the actions follow the kind', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const server = fakeApi().on('GET', '/api/admin/audit-log', { body: anAuditPage([]) });
    await renderInApp(<AuditPanel />, { path: '/?tab=audit' });
    await expect.element(page.getByText('No administrator has changed anything yet.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Entity type' }).selectOptions('Report');
    // The actions follow the kind once the panel has drawn again: read them when they have.
    const actions = () => [...page.getByRole('combobox', { name: 'Action' }).element().querySelectorAll('option')].map((option) => option.textContent);
    await expect.poll(actions).toEqual(['All actions', 'Resolved a report', 'Dismissed a report', 'Wrote in a report’s thread']);
    await page.getByRole('combobox', { name: 'Action' }).selectOptions('Dismissed a report');
    await page.getByRole('searchbox', { name: 'Entity id' }).fill(' 40000000-0000-4000-8000-000000000001 ');
    await expect
      .poll(() => queries(server).at(-1))
      .toEqual({ page: '1', limit: '20', entity_type: 'report', action: 'report.dismiss', entity_id: '40000000-0000-4000-8000-000000000001' });
    await expect.element(page.getByText('No entries match these filters.')).toBeVisible();

    // Another kind of record drops an action that is not about it.
    await page.getByRole('combobox', { name: 'Entity type' }).selectOptions('User');
    await expect.element(page.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    await expect.poll(() => queries(server).at(-1)).toEqual({ page: '1', limit: '20', entity_type: 'user', entity_id: '40000000-0000-4000-8000-000000000001' });
  });

  test('the filters and page in the address are the ones asked for, so a reload keeps them', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const server = fakeApi().on('GET', '/api/admin/audit-log', {
      body: anAuditPage(
        [anAuditEntry({ action: 'user.update', entity_type: 'user', entity_id: 'u1', before: { is_active: true }, after: { is_active: false } })],
        { page: 2, total: 21 },
      ),
    });
    await renderInApp(<AuditPanel />, { path: '/?tab=audit&entity_type=user&action=user.update&entity_id=u1&page=2' });
    await expect.element(page.getByText('Showing 21-21 of 21 entries')).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Entity type' })).toHaveValue('user');
    await expect.element(page.getByRole('combobox', { name: 'Action' })).toHaveValue('user.update');
    await expect.element(page.getByRole('searchbox', { name: 'Entity id' })).toHaveValue('u1');
    await expect.element(page.getByText('is active: yes → no')).toBeVisible();
    expect(queries(server)).toEqual([{ page: '2', limit: '20', entity_type: 'user', action: 'user.update', entity_id: 'u1' }]);
  });
});
