import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { call, newApp, personIn } from './support/people.ts';

// Three people sign up (each a deliberately slow password hash) and walk several screens.
test.describe.configure({ timeout: 240_000 });

const completedCard = async (page: Page, app: string, tab: 'Claimed by Me' | 'Claimed from Me'): Promise<Locator> => {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'Show completed referrals' }).click();
  return page.getByRole('article', { name: app });
};

async function rate(card: Locator, other: string, stars: number, comment: string): Promise<void> {
  const form = card.getByRole('group', { name: `How was it with ${other}?` });
  await form.getByRole('radio', { name: `${stars} stars` }).check();
  await card.getByLabel('Comment (optional)').fill(comment);
  await card.getByRole('button', { name: 'Send Rating' }).click();
  await expect(card.page().getByText(`Thank you: your rating of ${other} is on their page.`)).toBeVisible();
  await expect(card).toContainText(`You rated ${other}`);
}

test('both parties of a completed match rate each other; the rating shows on the sharer’s next offer and on their member page', async ({ browser }) => {
  const unique = randomUUID().slice(0, 6);
  const { page: referrer, person: referrerPerson, token: referrerToken } = await personIn(browser);
  const { page: referee, person: refereePerson, token: refereeToken } = await personIn(browser);
  const { page: newcomer } = await personIn(browser);
  const firstApp = `Reviewed Bank ${unique}`;
  const secondApp = `Second Bank ${unique}`;
  const firstAppId = await newApp(referrer, firstApp);
  const secondAppId = await newApp(referrer, secondApp);

  // A match walked to completion through the API: its screens are the matches tests'.
  await call(referrer, referrerToken, 'post', '/api/referral-codes', { app_id: firstAppId, referral_link: `https://www.example.com/invite/REVIEW${unique}` });
  const { match_id: matchId } = await call(referee, refereeToken, 'post', '/api/matches/claim', { app_id: firstAppId });
  await call(referee, refereeToken, 'post', `/api/matches/${matchId as string}/mark-complete`);
  await call(referee, refereeToken, 'post', `/api/matches/${matchId as string}/confirm-receipt`, {});
  await call(referrer, referrerToken, 'post', `/api/matches/${matchId as string}/confirm-receipt`, {});

  // Each rates the other on the completed match's card.
  const refereeCard = await completedCard(referee, firstApp, 'Claimed by Me');
  await expect(refereeCard.getByRole('link', { name: referrerPerson.username })).toBeVisible();
  await expectAccessible(referee);
  await refereeCard.getByRole('button', { name: 'Send Rating' }).click();
  await expect(refereeCard.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await rate(refereeCard, referrerPerson.username, 5, 'Clear instructions, and the bonus arrived in a week.');
  await rate(await completedCard(referrer, firstApp, 'Claimed from Me'), refereePerson.username, 4, 'Signed up quickly.');

  // A newcomer sees the sharer's record on their next offer, and their page from the link.
  await call(referrer, referrerToken, 'post', '/api/referral-codes', { app_id: secondAppId, referral_link: `https://www.example.com/invite/SECOND${unique}` });
  await newcomer.goto('/dashboard');
  const offers = newcomer.getByRole('region', { name: 'Available Offers' });
  await expect(offers.getByRole('listitem').first()).toBeVisible();
  // Other browser tests share codes too: past the first few offers (by app name), theirs is behind Show all.
  const showAll = offers.getByRole('button', { name: /^Show all \d+ offers$/ });
  if (await showAll.isVisible()) await showAll.click();
  const offer = offers.getByRole('listitem').filter({ has: newcomer.getByRole('heading', { name: secondApp, exact: true }) });
  await expect(offer).toContainText('1 completed · ★ 5.0 (1)');
  await expectAccessible(newcomer);
  await offer.getByRole('link', { name: referrerPerson.username }).click();
  await expect(newcomer.getByRole('heading', { level: 1, name: referrerPerson.username })).toBeVisible();
  const reviews = newcomer.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('Clear instructions, and the bonus arrived in a week.');
  await expect(reviews).toContainText(`${refereePerson.username}, who signed up with their code for ${firstApp}`);
  await expect(reviews.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expectAccessible(newcomer);

  // The sharer follows the notice of the review to their own page and answers there; everyone reads the reply.
  await referrer.goto('/notifications');
  await referrer.getByRole('listitem').filter({ hasText: 'rated your' }).getByRole('link', { name: 'Reply on your page' }).click();
  await expect(referrer).toHaveURL(new RegExp(`/members/${referrerPerson.username}$`));
  await referrer.getByRole('button', { name: 'Reply' }).click();
  await referrer.getByLabel('Your public reply').fill('Thank you, enjoy the account!');
  await referrer.getByRole('button', { name: 'Send Reply' }).click();
  await expect(referrer.getByRole('region', { name: 'Reviews' })).toContainText('Thank you, enjoy the account!');
  await newcomer.reload();
  await expect(newcomer.getByRole('region', { name: 'Reviews' })).toContainText('Thank you, enjoy the account!');
});

/**
 * A sharer and a referee who walked a match of a new app to completed through the API, and the
 * referee's rating of the sharer: both in browsers of their own, and the review's id.
 */
async function reviewedMatch(browser: Browser, app: string, review: { rating: number; comment: string }) {
  const unique = randomUUID().slice(0, 6);
  const { page: referrer, person: referrerPerson, token: referrerToken } = await personIn(browser);
  const { page: referee, token: refereeToken } = await personIn(browser);
  const appId = await newApp(referrer, app);
  await call(referrer, referrerToken, 'post', '/api/referral-codes', { app_id: appId, referral_link: `https://www.example.com/invite/RATED${unique}` });
  const { match_id: matchId } = await call(referee, refereeToken, 'post', '/api/matches/claim', { app_id: appId });
  await call(referee, refereeToken, 'post', `/api/matches/${matchId as string}/mark-complete`);
  await call(referee, refereeToken, 'post', `/api/matches/${matchId as string}/confirm-receipt`, {});
  await call(referrer, referrerToken, 'post', `/api/matches/${matchId as string}/confirm-receipt`, {});
  const { id: reviewId } = await call(referee, refereeToken, 'post', `/api/matches/${matchId as string}/review`, review);
  return { referrer, referrerPerson, referrerToken, referee, reviewId: reviewId as string };
}

test('a member reports an abusive review; an administrator hides it with a reason, and it leaves the member page', async ({ browser, page }) => {
  const unique = randomUUID().slice(0, 6);
  const { referrerPerson } = await reviewedMatch(browser, `Reported Bank ${unique}`, { rating: 1, comment: `Rude words ${unique}` });
  const { page: reader } = await personIn(browser);

  // The reader reports it from the member page.
  await reader.goto(`/members/${referrerPerson.username}`);
  const reviews = reader.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText(`Rude words ${unique}`);
  await reviews.getByRole('button', { name: 'Report' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByLabel('What is wrong with it').selectOption({ label: 'Abusive or hateful' });
  await dialog.getByLabel('Anything the team should know (optional)').fill('Name-calling.');
  await expectAccessible(reader);
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(reader.getByText('Thank you: the team will look at this review.')).toBeVisible();

  // The administrator hides it from the Reports tab.
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: /^Reports/ }).click();
  const queue = page.getByRole('region', { name: 'Reported reviews' });
  const card = queue.getByRole('listitem').filter({ hasText: `Rude words ${unique}` });
  await expect(card).toContainText('Abusive or hateful');
  await expect(card).toContainText('Name-calling.');
  await expectAccessible(page);
  await card.getByLabel('Reason for the decision').fill('Name-calling is not a review.');
  await card.getByRole('button', { name: 'Hide Review' }).click();
  await expect(page.getByText('Review hidden; its author has been told why.')).toBeVisible();
  await expect(queue.getByText(`Rude words ${unique}`)).toHaveCount(0);

  await reader.reload();
  await expect(reader.getByRole('region', { name: 'Reviews' })).not.toContainText(`Rude words ${unique}`);
});

test('the member reviewed answers with a phone number; an administrator hides the reply alone, and the review and its rating stay', async ({
  browser,
  page,
}) => {
  const unique = randomUUID().slice(0, 6);
  const { referrer, referrerPerson, referrerToken, referee, reviewId } = await reviewedMatch(browser, `Answered Bank ${unique}`, {
    rating: 2,
    comment: `Slow ${unique}`,
  });
  await call(referrer, referrerToken, 'post', `/api/reviews/${reviewId}/reply`, { reply: `Call them on 07700 900${unique.slice(0, 3)}` });

  // The reviewer reports the reply, from the member page.
  await referee.goto(`/members/${referrerPerson.username}`);
  const reviews = referee.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('Call them on 07700');
  await reviews.getByRole('button', { name: 'Report' }).click();
  const dialog = referee.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByLabel('What is wrong with it').selectOption({ label: 'Shares private information' });
  await dialog.getByLabel('Anything the team should know (optional)').fill('The reply gives out my number.');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(referee.getByText('Thank you: the team will look at this review.')).toBeVisible();

  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: /^Reports/ }).click();
  const card = page
    .getByRole('region', { name: 'Reported reviews' })
    .getByRole('listitem')
    .filter({ hasText: `Slow ${unique}` });
  await expect(card).toContainText('The reply gives out my number.');
  await card.getByLabel('Reason for the decision').fill('A reply may not share a phone number.');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Hide Reply' }).click();
  await expect(page.getByText('Reply hidden; its author has been told why.')).toBeVisible();
  await expect(card).toHaveCount(0);
  // The Hidden list keeps it for the record, with nothing left to decide.
  const queue = page.getByRole('region', { name: 'Reported reviews' });
  await queue.getByRole('button', { name: 'Hidden' }).click();
  await expect(card).toContainText('Reply hidden on');
  await expect(card).toContainText('A reply may not share a phone number.');
  await expect(card.getByRole('button')).toHaveCount(0);

  // The review and its two stars stay; the reply is gone, and says so.
  await referee.reload();
  await expect(reviews).toContainText(`Slow ${unique}`);
  await expect(reviews).not.toContainText('Call them on 07700');
  await expect(reviews).toContainText('The team hid the reply to this review.');
  await expect(referee.getByText('★ 2.0 (1)')).toBeVisible();
  await expectAccessible(referee);
  // Its author reads why, and cannot answer again.
  await referrer.goto('/notifications');
  await expect(referrer.getByRole('heading', { name: 'Your reply was hidden' })).toBeVisible();
  await referrer.goto(`/members/${referrerPerson.username}`);
  await expect(referrer.getByRole('region', { name: 'Reviews' }).getByRole('button', { name: 'Reply' })).toHaveCount(0);
});
