import type { Page } from '@playwright/test';
import type { App } from '#contract/apps/schema.ts';
import { refereeRewardRange, referrerRewardRange } from '#contract/apps/rules.ts';
import { formatPence } from '#contract/shared/money.ts';
import { signUpAndSignIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

// The demo scrolls only for people who allow motion; the suite's default is reduced motion.
test.use({ reducedMotion: 'no-preference' });

const DEMO_TITLE = 'From sign-up to bonus in five steps';
const STEPS = ['Sign up', 'Choose apps', 'Get matched', 'Complete sign-ups', 'Collect money'];

/** Scrolls so the reader is `progress` of the way through the demo section (0 at its top, 1 at its end). */
async function scrollDemoTo(page: Page, progress: number): Promise<void> {
  await page.evaluate((fraction) => {
    const section = document.querySelector('section[aria-labelledby="demo-title"]');
    if (!section) throw new Error('No demo section on the page');
    const box = section.getBoundingClientRect();
    const travel = box.height - window.innerHeight;
    window.scrollTo({ top: box.top + window.scrollY + fraction * travel, behavior: 'instant' });
  }, progress);
}

test('a visitor sees the landing page with its three ways on, and it passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Referral Exchange');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/onboarding');
  await expect(main.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/onboarding?mode=login');
  await expect(main.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\?mode=login$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('on a 360 x 740 phone the page is at most five screens tall, with the trust signals in the first screen and a half', async ({ page }) => {
  const screen = { width: 360, height: 740 };
  await page.setViewportSize(screen);
  await page.goto('/');
  const trust = page.getByRole('region', { name: 'Why you can trust it' });
  for (const signal of ['Apps pay the bonuses, not us.', 'Track records you can check.', 'A person answers disputes.', 'No fee to sign up with a code.']) {
    await expect(trust.getByText(signal)).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'The catalogue today' }).getByRole('definition').first()).toBeVisible();

  const trustBottom = await trust.evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
  expect(trustBottom).toBeLessThanOrEqual(1.5 * screen.height);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeLessThanOrEqual(5 * screen.height);
});

test('the first Tab reaches the skip link, which leads to the main content', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // The page drawn first: a Tab pressed before the app has drawn it has nothing to reach yet.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(skip).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
});

test('a signed-in person is sent to the dashboard, or to the screen they were sent away from', async ({ page, newUser }) => {
  await signUpAndSignIn(page, newUser);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '/profile'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/profile$/);
});

test('the figures come from the live catalogue', async ({ page }) => {
  const apps = (await (await page.request.get('/api/public/apps')).json()) as App[];
  const paid = apps.flatMap((app) => [refereeRewardRange(app), referrerRewardRange(app)]).filter((range) => range.maxPence > 0);
  const lowest = Math.min(...paid.map((range) => range.minPence));
  const highest = Math.max(...paid.map((range) => range.maxPence));

  await page.goto('/');
  const figures = page.getByRole('region', { name: 'The catalogue today' });
  await expect(figures.getByText(String(apps.length), { exact: true })).toBeVisible();
  await expect(figures.getByText(`${formatPence(lowest)}-${formatPence(highest)}`, { exact: true })).toBeVisible();

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByText('Which apps are available?').click();
  await expect(faq.getByText(`${apps.length} apps right now`)).toBeVisible();
});

test('the demo changes step at 35%, 55%, 75% and 90% of the way through', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const demo = page.getByRole('region', { name: DEMO_TITLE });
  const steps = demo.getByRole('listitem');
  await expect(steps).toHaveCount(5);

  const expectations: [number, number][] = [
    [0, 0],
    [0.33, 0],
    [0.37, 1],
    [0.53, 1],
    [0.57, 2],
    [0.73, 2],
    [0.77, 3],
    [0.88, 3],
    [0.92, 4],
    [1, 4],
    [0.2, 0],
  ];
  for (const [progress, step] of expectations) {
    await scrollDemoTo(page, progress);
    await expect(steps.nth(step), `step "${STEPS[step]}" at ${progress * 100}%`).toHaveAttribute('aria-current', 'step');
    await expect(demo.locator('li[aria-current="step"]')).toHaveCount(1);
    await expect(steps.nth(step)).toContainText(STEPS[step]!);
  }
  await scrollDemoTo(page, 0.6);
  await expectAccessible(page);
});

test('the demo phone is sized by the viewport below 480, 640 and 768 px', async ({ page }) => {
  const widths: number[] = [];
  for (const viewport of [360, 560, 700, 1280]) {
    await page.setViewportSize({ width: viewport, height: 800 });
    await page.goto('/');
    const box = await page.getByTestId('demo-phone').boundingBox();
    widths.push(box?.width ?? 0);
  }
  for (let index = 1; index < widths.length; index += 1) expect(widths[index]).toBeGreaterThan(widths[index - 1]!);
});

test('with reduced motion the five steps stand still, all readable at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const demo = page.getByRole('region', { name: DEMO_TITLE });
  for (const title of STEPS) await expect(demo.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(demo.locator('[aria-current]')).toHaveCount(0);
  await expect(page.getByTestId('demo-phone')).toHaveCount(0);
  const height = await demo.evaluate((section) => section.getBoundingClientRect().height);
  expect(height).toBeLessThan(2 * (page.viewportSize()?.height ?? 720));
  await expectAccessible(page);
});

test('the FAQ opens by keyboard', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = faq.locator('summary', { hasText: 'Is Referral Exchange free?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText('we take no cut of any bonus')).toBeVisible();
  await expectAccessible(page);
});

test('the page can be shared: description, Open Graph tags, icon and manifest', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /referral codes/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Referral Exchange/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const imageResponse = await page.request.get(image ?? '');
  expect(imageResponse.status()).toBe(200);
  expect(imageResponse.headers()['content-type']).toContain('image/png');

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon ?? '')).status()).toBe(200);
  const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestPath ?? '')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Referral Exchange');
  for (const manifestIcon of manifest.icons) expect((await page.request.get(manifestIcon.src)).status(), manifestIcon.src).toBe(200);
});
