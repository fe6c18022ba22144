import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export type NewUser = { email: string; username: string; password: string };

/**
 * Waits until no finite CSS transition or animation runs (at most 3 s), so colour checks see the
 * page at rest, not half-faded.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const moving = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    // A scroll can start a transition some frames later: settled means still for 200 ms in a row.
    const deadline = Date.now() + 3000;
    let stillSince = Date.now();
    while (Date.now() < deadline) {
      const running = moving();
      if (running.length > 0) {
        await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), pause(500)]);
        stillSince = Date.now();
      } else if (Date.now() - stillSince >= 200) {
        return;
      } else {
        await pause(50);
      }
    }
  });
}

/** Fails on serious or critical accessibility violations (WCAG 2.2 AA rules) on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

export const test = base.extend<{ newUser: NewUser }>({
  // eslint-disable-next-line no-empty-pattern
  newUser: async ({}, use) => {
    const unique = randomUUID().slice(0, 8);
    await use({ email: `person-${unique}@example.com`, username: `person_${unique}`, password: 'a-good-password' });
  },
});

export { expect };
