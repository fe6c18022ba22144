/** The paid-features switch moves before the server answers, and back if the server refuses (admin-side.md §5). */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { SystemSetting } from '#contract/admin/schema.ts';
import { fakeApi, heldAnswer, json } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { SystemSettingsPanel } from './system-settings-panel.tsx';

const PAID_FEATURES_OFF: SystemSetting = {
  setting_key: 'paid_features_enabled',
  setting_value: false,
  description: null,
  updated_at: new Date(0).toISOString(),
};

test('the switch turns at once; a refusal turns it back, with the failure toast', async () => {
  localStorage.setItem('adminToken', 'admin-token');
  const held = heldAnswer();
  const server = fakeApi().on('GET', '/api/admin/system-settings', { body: [PAID_FEATURES_OFF] }).on('PUT', '/api/admin/system-settings/paid_features_enabled', held.answer);
  await renderInApp(<SystemSettingsPanel />);
  const toggle = page.getByRole('switch', { name: 'Paid features' });

  await toggle.click();
  await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
  expect(server.calls('PUT', '/api/admin/system-settings/paid_features_enabled')[0]?.body).toEqual({ setting_value: true });

  held.release(json(500, { detail: 'Something went wrong' }));
  await expect.element(page.getByRole('alert').getByText('Failed to update paid features setting')).toBeVisible();
  await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
});
