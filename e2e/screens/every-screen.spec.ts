/**
 * Every route of both specs lands where it should, signed out and signed in; and every screen a
 * signed-in person can open, seen by a fresh person with nothing yet (the empty states), at phone,
 * tablet and desktop widths: no sideways scrolling, one h1 and a title of its own at each, and no
 * serious or critical axe violation (checked at the desktop width). Playwright keeps a picture of a
 * screen whose test fails. The screens with data, the
 * public ones and the admin tabs are swept in both themes by e2e/visual/screens.spec.ts.
 */
import type { Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/accounts.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { VIEWPORTS, VISITS, expectHeadingAndTitle, expectNoSidewaysScroll, settle, storeSession } from '../support/screens.ts';

// A test visits every route, or one route at three widths.
test.describe.configure({ timeout: 120_000 });

async function adminToken(page: Page): Promise<string> {
  const login = await page.request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

test('signed out, every route lands where it should', async ({ page }) => {
  for (const visit of VISITS) {
    await page.goto(visit.path);
    await expect(page, visit.label).toHaveURL(visit.signedOut);
  }
});

test('signed in, every route lands where it should', async ({ page, browser, newUser }) => {
  await signUpAndSignIn(page, newUser);
  const admin = await (await browser.newContext()).newPage();
  await storeSession(admin, { admin: await adminToken(admin) });
  for (const visit of VISITS) {
    const as = visit.admin ? admin : page;
    await as.goto(visit.path);
    await expect(as, visit.label).toHaveURL(visit.signedIn);
  }
});

test.describe('a fresh person', () => {
  // The routes that show a screen of their own signed in (the others move to the dashboard or the admin area).
  const screens = VISITS.filter((visit) => !visit.admin && visit.signedIn.test(visit.path));
  let token: string | null = null;

  test.beforeEach(async ({ page, newUser }) => {
    // One sign-up for the sweep: each is a deliberately slow password hash.
    token ??= await signUpAndSignIn(page, newUser);
    await storeSession(page, { user: token });
  });

  for (const visit of screens) {
    test(`${visit.label} ${visit.path}`, async ({ page }) => {
      // One visit, three widths: the window is resized as a person would turn a tablet or widen a window.
      await page.goto(visit.path);
      await expect(page).toHaveURL(visit.signedIn);
      for (const viewport of VIEWPORTS) {
        await test.step(`${viewport.width}px`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await settle(page);
          await expectHeadingAndTitle(page);
          await expectNoSidewaysScroll(page);
          // axe once per screen: the widths change the layout, not the markup's roles or colours.
          if (viewport.width === 1280) await expectAccessible(page);
        });
      }
    });
  }
});
