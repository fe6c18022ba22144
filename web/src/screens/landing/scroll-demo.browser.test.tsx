/** The landing page's demo moves quickly and calmly: no transition in it lasts more than 200 ms (under reduced motion it is a still picture). */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { ScrollDemo } from './scroll-demo.tsx';

const seconds = (duration: string) => Math.max(...duration.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));

test('no transition in the demo lasts more than 200 ms', async () => {
  await page.viewport(1280, 900);
  try {
    await renderInApp(<ScrollDemo apps={[testApp({ name: 'Monzo' }), testApp({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Revolut' })]} />);
    await expect.element(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const slow = [...document.querySelectorAll('*')].filter((element) => seconds(getComputedStyle(element).transitionDuration) > 0.2);
    expect(slow.map((element) => element.className)).toEqual([]);
  } finally {
    await page.viewport(414, 896);
  }
});
