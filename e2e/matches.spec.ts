import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { setPaidFeatures, signUpAndSignIn } from './support/accounts.ts';
import { expect, expectAccessible, test, type NewUser } from './support/fixtures.ts';

function aPerson(): NewUser {
  const unique = randomUUID().slice(0, 8);
  return { email: `person-${unique}@example.com`, username: `person_${unique}`, password: 'a-good-password' };
}

/** A signed-in person in a browser context of their own. */
async function personIn(browser: Browser): Promise<{ page: Page; person: NewUser }> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const person = aPerson();
  await signUpAndSignIn(page, person);
  return { page, person };
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  if (!token) throw new Error('Not signed in');
  return token;
}

async function appId(page: Page, name: string): Promise<string> {
  const catalogue = (await (await page.request.get('/api/public/apps')).json()) as { id: string; name: string }[];
  const app = catalogue.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No ${name} in the catalogue`);
  return app.id;
}

/** Calls the API as the person signed in on `page`. */
async function callAs(page: Page, method: 'post' | 'put', path: string, data: unknown): Promise<number> {
  const response = await page.request[method](path, { data, headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  return response.status();
}

async function shareCode(page: Page, app: string, link: string): Promise<void> {
  expect(await callAs(page, 'post', '/api/referral-codes', { app_id: await appId(page, app), referral_link: link })).toBe(201);
}

const offerCard = (page: Page, app: string): Locator =>
  page
    .getByRole('region', { name: 'Available Offers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: app, exact: true }) });
const matchCard = (page: Page, app: string): Locator => page.getByRole('article', { name: app });
const earned = (page: Page): Locator => page.getByText('Earned', { exact: true }).locator('..');
/** The Pending card's figure and its caption. */
const pending = (page: Page): Locator => page.getByText('Pending', { exact: true }).locator('..').getByRole('definition');
const recentMatches = (page: Page): Locator => page.getByRole('region', { name: 'Your most recent matches' });

// Several people sign up (each a deliberately slow password hash) and walk through many screens.
test.describe.configure({ timeout: 240_000 });

test('two people walk a ranged-reward match from claim to completed', async ({ browser }) => {
  const { page: referrer } = await personIn(browser);
  const { page: referee, person: refereePerson } = await personIn(browser);

  // The referrer shares a Trading 212 link on My Referral Codes.
  expect(await callAs(referrer, 'post', '/api/user-apps', { app_id: await appId(referrer, 'Trading 212'), owns: true })).toBe(201);
  await referrer.goto('/my-apps');
  const tradingApp = referrer.getByRole('listitem').filter({ has: referrer.getByRole('heading', { name: 'Trading 212', exact: true }) });
  await tradingApp.getByRole('button', { name: '+ Add Link' }).click();
  await tradingApp.getByLabel('Your Trading 212 referral link').fill('https://www.trading212.com/invite/E2ETRADE1');
  await tradingApp.getByRole('button', { name: 'Save' }).click();
  await expect(referrer.getByText('Referral code added successfully!')).toBeVisible();

  // The referee claims it on the dashboard and reads the instructions.
  await referee.goto('/dashboard');
  await expect(referee.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(earned(referee)).toContainText('£0');
  const offer = offerCard(referee, 'Trading 212');
  await expect(offer).toContainText('£10-£100');
  await expectAccessible(referee);
  await offer.getByRole('button', { name: 'Claim Offer for Trading 212' }).click();
  // The terms come first: what to do for the reward, and by when.
  const terms = referee.getByRole('dialog', { name: 'Claim Trading 212?' });
  await expect(terms).toContainText('Make a qualifying spend of at least £1.');
  await expect(terms).toContainText('mark the sign-up complete here within');
  await expectAccessible(referee);
  await terms.getByRole('button', { name: 'Claim Offer' }).click();
  await expect(referee.getByText('Successfully claimed referral offer for Trading 212! Check your instructions below.')).toBeVisible();
  await expect(referee.getByRole('tab', { name: 'Claimed by Me' })).toHaveAttribute('aria-selected', 'true');
  const claimed = matchCard(referee, 'Trading 212');
  await expect(claimed).toContainText('In Progress');
  await expect(claimed).toContainText('E2ETRADE1');
  await expect(claimed.getByRole('link', { name: /trading212\.com\/invite\/E2ETRADE1/ })).toBeVisible();
  await expect(claimed.getByRole('heading', { name: 'How to sign up' })).toBeVisible();
  await expect(claimed).toContainText('Make a qualifying spend of at least £1');
  await expect(claimed).not.toContainText('may be out of date');
  await claimed.getByRole('button', { name: 'Copy Code for Trading 212' }).click();
  await expect(referee.getByText('Copied Trading 212 referral code!')).toBeVisible();
  expect(await referee.evaluate(() => navigator.clipboard.readText())).toBe('E2ETRADE1');
  expect(JSON.parse((await referee.evaluate(() => localStorage.getItem('activeReferrals'))) ?? '[]')).toHaveLength(1);
  await expectAccessible(referee);

  // The referrer sees it under "Claimed from Me".
  await referrer.goto('/dashboard');
  await referrer.getByRole('tab', { name: 'Claimed from Me' }).click();
  const shared = matchCard(referrer, 'Trading 212');
  await expect(shared).toContainText('In Progress');
  await expect(shared).toContainText(`Claimed by ${refereePerson.username}`);
  await expect(shared).not.toContainText(refereePerson.email.split('@')[0]!);
  await expect(shared.getByRole('button', { name: /Confirm Receipt/ })).toHaveCount(0);

  // The referee marks the sign-up complete, then confirms a ranged reward (the amount's rules are the
  // dialog's component test, web/src/features/matches/components/reward-amount-dialog.browser.test.tsx).
  await claimed.getByRole('button', { name: 'Mark as Sign Up Complete for Trading 212' }).click();
  await expect(claimed).toContainText('Awaiting Reward');
  await expect(claimed.getByRole('button', { name: 'Undo Sign Up Complete for Trading 212' })).toBeVisible();
  await claimed.getByRole('button', { name: 'Confirm Receipt for Trading 212' }).click();
  const amountDialog = referee.getByRole('dialog', { name: 'Confirm Your Reward Amount' });
  await expectAccessible(referee);
  await amountDialog.getByLabel('Amount received (£)').fill('£55.50');
  await amountDialog.getByRole('button', { name: 'Confirm Receipt' }).click();
  await expect(amountDialog).toHaveCount(0);
  await expect(claimed).toContainText('Referee (you):✓ Confirmed receipt');
  await expect(claimed).toContainText('Reward received: £55.50');
  await expect(claimed.getByRole('button', { name: /Undo Sign Up Complete/ })).toHaveCount(0);
  await expect(earned(referee)).toContainText('£55');
  // Received while the referrer has yet to confirm: every figure and word says so, none says it is awaited.
  await expect(claimed).toContainText('Reward Received');
  await expect(claimed).toContainText('Referrer:Not confirmed yet');
  await expect(claimed).not.toContainText('Awaiting Reward');
  await expect(pending(referee)).toHaveText(['£0', '0 matches awaiting reward']);
  await expect(recentMatches(referee)).toContainText('Reward Received');

  // The referrer confirms theirs; the match completes and moves behind "Show completed referrals".
  await referrer.reload();
  await referrer.getByRole('tab', { name: 'Claimed from Me' }).click();
  await expect(shared).toContainText('Awaiting Reward');
  await expect(shared).toContainText('Referee:✓ Confirmed receipt');
  await expect(pending(referrer)).toHaveText(['£10-£100', '1 match awaiting reward']);
  await shared.getByRole('button', { name: 'Confirm Receipt for Trading 212' }).click();
  const referrerDialog = referrer.getByRole('dialog', { name: 'Confirm Your Reward Amount' });
  await referrerDialog.getByLabel('Amount received (£)').fill('30');
  await referrerDialog.getByRole('button', { name: 'Confirm Receipt' }).click();
  await expect(referrerDialog).toHaveCount(0);
  await expect(shared).toHaveCount(0);
  await referrer.getByRole('button', { name: 'Show completed referrals' }).click();
  await expect(shared).toContainText('Completed');
  await expect(shared).toContainText('Reward received: £30');
  await expect(referrer.getByRole('button', { name: 'Hide completed referrals' })).toHaveAttribute('aria-expanded', 'true');

  await referee.reload();
  await expect(claimed).toHaveCount(0);
  await referee.getByRole('button', { name: 'Show completed referrals' }).click();
  await expect(claimed).toContainText('Completed');
  await expect(claimed).toContainText('Reward received: £55.50');
  await expect(claimed).toContainText('Referrer:✓ Confirmed receipt');
  await expect(earned(referee)).toContainText('£55');
  // Nothing in progress or awaiting reward is kept in the browser any more.
  expect(await referee.evaluate(() => [localStorage.getItem('activeReferrals'), localStorage.getItem('completedReferrals')])).toEqual(['[]', '[]']);
  await expectAccessible(referee);
});

test('a Free account at its limit meets the upgrade dialog when it claims', async ({ browser }) => {
  const first = await personIn(browser);
  const second = await personIn(browser);
  await shareCode(first.page, 'Monzo', 'https://monzo.me/e2esharerone');
  await shareCode(second.page, 'Kroo', 'https://kroo.com/invite/E2EKROO2');
  await shareCode(first.page, 'Chip', 'https://getchip.uk/r/E2ECHIP3');
  await shareCode(second.page, 'Curve', 'https://curve.com/join/E2ECURVE4');

  const { page } = await personIn(browser);
  for (const app of ['Monzo', 'Kroo', 'Chip']) expect(await callAs(page, 'post', '/api/matches/claim', { app_id: await appId(page, app) })).toBe(201);

  try {
    // Loaded while paid features are off: no plan card; then the setting goes on and the claim answers 402.
    await page.goto('/dashboard');
    await expect(page.getByText('Your Plan')).toHaveCount(0);
    const claim = offerCard(page, 'Curve').getByRole('button', { name: 'Claim Offer for Curve' });
    await expect(claim).toBeVisible();
    await setPaidFeatures(page.request, true);
    await claim.click();
    // Loaded with paid features off, the screen does not know the plan's limit yet: the terms come first, the server refuses the claim.
    await page.getByRole('dialog', { name: 'Claim Curve?' }).getByRole('button', { name: 'Claim Offer' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await expect(upgrade).toBeVisible();
    await expect(upgrade).toContainText('You have used all 3 matches of the Free plan.');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(upgrade).toHaveCount(0);
    await expect(claim).toBeFocused();

    // Now the plan card shows, and the limit opens the dialog before anything is sent.
    await page.reload();
    await expect(page.getByText('Your Plan')).toBeVisible();
    await expect(page.getByText('3/3 matches used • 0 remaining')).toBeVisible();
    await expectAccessible(page);
    await claim.click();
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole('button', { name: 'Maybe later' }).click();
    await expect(upgrade).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Curve' })).toHaveCount(0);
  } finally {
    await setPaidFeatures(page.request, false);
  }
});

test('on a phone the dashboard’s first screen shows the next step and its button', async ({ browser }) => {
  const phone = { viewport: { width: 360, height: 740 } };
  const { page: sharer } = await personIn(browser);
  await shareCode(sharer, 'Tide', 'https://www.tide.co/invite/E2ETIDE360');

  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signUpAndSignIn(page, aPerson());
  expect(await callAs(page, 'post', '/api/matches/claim', { app_id: await appId(page, 'Tide') })).toBe(201);
  await page.goto('/dashboard');
  const nextStep = page.getByRole('region', { name: 'Your next step' });
  const markComplete = nextStep.getByRole('button', { name: 'Mark as Sign Up Complete for Tide' });
  await expect(nextStep).toContainText('Sign up with the code, then mark it complete by');
  await expect(markComplete).toBeInViewport({ ratio: 1 });
  expect((await markComplete.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The later sections are panels, closed on a phone, each opened from its heading.
  const referrals = page.getByRole('heading', { name: 'Your Referrals', level: 2 }).getByRole('button');
  await expect(referrals).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);

  // The row's button is the match card's own action: the sign-up is marked and the step moves on.
  await markComplete.click();
  await expect(nextStep.getByRole('button', { name: 'Confirm Receipt for Tide' })).toBeInViewport({ ratio: 1 });
  await nextStep.getByRole('button', { name: 'Tide (show the match)' }).click();
  await expect(referrals).toHaveAttribute('aria-expanded', 'true');
  const card = matchCard(page, 'Tide');
  await expect(card).toBeFocused();
  await expect(card.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText('Reward confirmed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // Someone with nothing waiting on them is offered the best claim instead.
  await page.evaluate(() => localStorage.clear());
  await signUpAndSignIn(page, aPerson());
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your next step' }).getByRole('button', { name: /^Claim this offer for / })).toBeInViewport({ ratio: 1 });
  await context.close();
});
