import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { startServerOnCopy, type Template, type TestServer } from './servers.ts';

export type NewUser = { email: string; username: string; password: string };

/**
 * Waits until no finite CSS transition or animation runs (at most 3 s), so colour checks see the
 * page at rest, not half-faded.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // With reduced motion every transition and animation lasts 0.01 ms (web/src/index.css): a frame
    // sees any started one finished. The journeys run so (playwright.config.ts).
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return;
    }
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

/**
 * Holds the toasts on screen still while the page is checked, as hovering them does: none starts
 * fading out half-way through a check (on a busy machine axe takes seconds, and a toast's four
 * seconds ran out mid-check and its fading text failed the contrast rule). A toast already on its
 * way out is waited out first. Returns the release.
 */
async function holdToasts(page: Page): Promise<() => Promise<void>> {
  const held = await page.evaluate(async () => {
    const toaster = document.querySelector('[data-rht-toaster]');
    const first = toaster?.firstElementChild;
    if (!toaster || !first) return false;
    // React's onMouseEnter on the toaster pauses every toast's timer.
    first.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    // A dismissed toast's wrapper loses its class and is removed a second later.
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && Array.from(toaster.children).some((wrapper) => wrapper.className === '')) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  });
  if (!held) return async () => undefined;
  return async () => {
    await page.evaluate(() => {
      document.querySelector('[data-rht-toaster]')?.firstElementChild?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));
    });
  };
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolations = Pick<axe.AxeResults, 'violations'>;

/**
 * axe-core's rules over the page's document as it is now, violations only. axe is loaded into the
 * document once and kept there for its later checks (a journey checks several states of one page
 * load); loading it was most of a check's cost: about a second each, whatever the rules run.
 */
async function runAxe(page: Page): Promise<AxeViolations> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then(({ violations }) => ({ violations })),
    WCAG_AA,
  );
}

/** Fails on serious or critical accessibility violations (WCAG 2.2 AA rules) on the page as it is now. */
export async function expectAccessible(page: Page, { atRest = false }: { atRest?: boolean } = {}): Promise<void> {
  const releaseToasts = await holdToasts(page);
  // A page just pictured with animations disabled has every animation finished: nothing to wait for.
  if (!atRest) await settleAnimations(page);
  const results = await runAxe(page);
  await releaseToasts();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

type WorkerFixtures = {
  /** Which data directory the worker's server starts on a copy of: set per project in playwright.config.ts. */
  dataTemplate: Template;
  /** The worker's own server (e2e/support/servers.ts): every test of the worker runs against it, one at a time. */
  server: TestServer;
};

export const test = base.extend<{ newUser: NewUser }, WorkerFixtures>({
  dataTemplate: ['plain', { scope: 'worker', option: true }],
  server: [
    async ({ dataTemplate }, use, workerInfo) => {
      const server = await startServerOnCopy(dataTemplate, `${dataTemplate}-${workerInfo.workerIndex}`);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // eslint-disable-next-line no-empty-pattern
  newUser: async ({}, use) => {
    const unique = randomUUID().slice(0, 8);
    await use({ email: `person-${unique}@example.com`, username: `person_${unique}`, password: 'a-good-password' });
  },
});

export { expect };
