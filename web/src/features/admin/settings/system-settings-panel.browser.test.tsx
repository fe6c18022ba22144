/**
 * The paid-features switch asks first, saying how many members it affects; confirmed, it moves
 * before the server answers, and back if the server refuses (admin-side.md §5).
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { PaidFeaturesImpact, SystemSetting } from '#contract/admin/schema.ts';
import { fakeApi, heldAnswer, json } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { expectAccessible } from '#web/test/axe.ts';
import { SystemSettingsPanel } from './system-settings-panel.tsx';

const PAID_FEATURES_OFF: SystemSetting = {
  setting_key: 'paid_features_enabled',
  setting_value: false,
  description: null,
  updated_at: new Date(0).toISOString(),
};
const IMPACT: PaidFeaturesImpact = { free_members: 1240, free_members_at_limit: 87, premium_members: 15 };

function serve() {
  localStorage.setItem('adminToken', 'admin-token');
  const held = heldAnswer();
  const server = fakeApi()
    .on('GET', '/api/admin/system-settings', { body: [PAID_FEATURES_OFF] })
    .on('GET', '/api/admin/system-settings/paid_features_enabled/impact', { body: IMPACT })
    .on('PUT', '/api/admin/system-settings/paid_features_enabled', held.answer);
  return { server, held };
}

test('asks before turning paid features on, saying how many members it affects; Cancel changes nothing', async () => {
  const { server } = serve();
  await renderInApp(<SystemSettingsPanel />);
  const toggle = page.getByRole('switch', { name: 'Paid features' });
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Turn paid features on?' });
  await expect.element(dialog.getByText('1,240 members on the Free plan will be limited to 3 matches and see upgrade prompts.')).toBeVisible();
  await expect
    .element(dialog.getByText('87 members of them have already used 3 or more and will not be able to claim a code until they upgrade.'))
    .toBeVisible();
  await expect.element(dialog.getByText('15 members on Premium keep unlimited matches.')).toBeVisible();
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
  expect(server.calls('PUT', '/api/admin/system-settings/paid_features_enabled')).toEqual([]);
});

test('confirmed, the switch turns at once; a refusal turns it back, with the failure toast', async () => {
  const { server, held } = serve();
  await renderInApp(<SystemSettingsPanel />);
  const toggle = page.getByRole('switch', { name: 'Paid features' });

  await toggle.click();
  await page.getByRole('button', { name: 'Turn on for everyone' }).click();
  await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
  expect(server.calls('PUT', '/api/admin/system-settings/paid_features_enabled')[0]?.body).toEqual({ setting_value: true });

  held.release(json(500, { detail: 'Something went wrong' }));
  await expect.element(page.getByRole('alert').getByText('Failed to update paid features setting')).toBeVisible();
  await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
});
