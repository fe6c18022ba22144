/**
 * Onboarding's grid of platforms, searched and filtered in the browser (the whole catalogue is on
 * the page): by name or description in any case, with or without accents, and by category; the
 * count follows, and an empty result says so with the way back.
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { App } from '#contract/apps/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { PlatformsStep } from './platforms-step.tsx';

const apps: App[] = [
  testApp({ id: '00000000-0000-4000-8000-000000000001', name: 'Crédit Mutuel', category: 'banking', description: 'A French bank.' }),
  testApp({ id: '00000000-0000-4000-8000-000000000002', name: 'Moneybox', category: 'investing', description: 'Saving and investing.' }),
  testApp({ id: '00000000-0000-4000-8000-000000000003', name: 'Monzo', category: 'banking', description: 'A UK digital bank.' }),
  testApp({ id: '00000000-0000-4000-8000-000000000004', name: 'Quidco', category: 'shopping', description: 'Cashback on CREDIT cards.' }),
];

async function renderStep() {
  const onToggle = vi.fn();
  await renderInApp(
    <PlatformsStep apps={apps} selectedApps={[apps[2]!]} addMode={false} onToggle={onToggle} onContinue={() => {}} onStartWithOffers={() => {}} />,
  );
  return { onToggle };
}

const platformNames = () =>
  page
    .getByRole('list', { name: 'Platforms' })
    .getByRole('button')
    .elements()
    .map((card) => card.getAttribute('aria-labelledby') && document.getElementById(card.getAttribute('aria-labelledby')!)?.textContent);

describe('searching and filtering the platforms', () => {
  test('by words in the name or description, accents or not, and by category chip', async () => {
    const { onToggle } = await renderStep();
    await expect.element(page.getByRole('status')).toHaveTextContent('4 platforms');
    const search = page.getByRole('searchbox', { name: 'Search apps' });

    await search.fill('credit');
    await expect.poll(platformNames).toEqual(['Crédit Mutuel', 'Quidco']);
    await expect.element(page.getByRole('status')).toHaveTextContent('2 platforms found');

    await search.fill('MON');
    await expect.poll(platformNames).toEqual(['Moneybox', 'Monzo']);
    const chips = page.getByRole('group', { name: 'Category' });
    await chips.getByRole('button', { name: 'Banking' }).click();
    await expect.element(chips.getByRole('button', { name: 'Banking' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(platformNames).toEqual(['Monzo']);
    await expect.element(page.getByRole('status')).toHaveTextContent('1 platform found');
    // A chosen platform stays chosen while the search hides or shows it.
    await expect.element(page.getByRole('button', { name: 'Monzo' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Monzo' }).click();
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(apps[2]!.id);
    await expectAccessible();

    await chips.getByRole('button', { name: 'All' }).click();
    await search.fill('');
    await expect.poll(platformNames).toEqual(['Crédit Mutuel', 'Moneybox', 'Monzo', 'Quidco']);
  });

  test('nothing found: says so, and Clear filters shows every platform again', async () => {
    await renderStep();
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Streaming' }).click();
    await expect.element(page.getByText('No platforms match your search.')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('No platforms found');
    await expectAccessible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(platformNames).toEqual(['Crédit Mutuel', 'Moneybox', 'Monzo', 'Quidco']);
    await expect.element(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
