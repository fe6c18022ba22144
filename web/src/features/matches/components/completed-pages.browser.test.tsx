/**
 * Your Referrals' completed list reads the person's finished matches a page at a time: the first page
 * is the dashboard's own (after every active match), the next ones come as the end of the list scrolls into view or as
 * "Load more" is pressed, and X-Total-Count says when there are no more. The server is faked at fetch.
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DASHBOARD_FINISHED_PAGE } from '#contract/dashboard/rules.ts';
import type { Match } from '#contract/matches/schema.ts';
import { fakeApi, signIn, type FakeRequest } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { ReferralsSection } from './referrals-section.tsx';

const PAGE = DASHBOARD_FINISHED_PAGE;

let minutesAgo = 0;
/** `count` matches in the role and status, named `label 1`, `label 2`...; each changed before the one before, as the server lists them. */
function matches(label: string, count: number, role: Match['role'], status: Match['status']): Match[] {
  return Array.from({ length: count }, (_, index) =>
    aMatch({
      role,
      status,
      app: { name: `${label} ${index + 1}` },
      updated_at: new Date(Date.parse('2026-06-01T00:00:00Z') - ++minutesAgo * 60_000).toISOString(),
    }),
  );
}

/**
 * Every active match (none of this tab's) and a full first page of finished ones, then a full
 * second page and a third of 10. Most finished ones are the other tab's (claims of the person's
 * codes), so the tab under test draws few cards.
 */
function history() {
  const firstPage = [
    ...matches('Shared', 30, 'referrer', 'ASSIGNED'),
    ...matches('Earlier', PAGE - 3, 'referrer', 'COMPLETED'),
    ...matches('First', 3, 'referee', 'COMPLETED'),
  ];
  const older: Record<number, Match[]> = {
    2: [...matches('Second', 5, 'referee', 'COMPLETED'), ...matches('Used', PAGE - 5, 'referrer', 'COMPLETED')],
    3: matches('Third', 10, 'referee', 'CANCELLED'),
  };
  return { firstPage, older, total: PAGE * 2 + 10 };
}

const answer = (status: number, body: unknown, total?: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(total === undefined ? {} : { 'X-Total-Count': String(total) }) },
  });

/** GET /api/matches/mine?state=finished&page=N answered from `older`, the total in X-Total-Count; past the end []. */
function pagedApi(older: Record<number, Match[]>, total: number) {
  signIn();
  return fakeApi().on('GET', '/api/matches/mine', (request: FakeRequest) => answer(200, older[Number(request.query.get('page'))] ?? [], total));
}

/** The query of a later page: only finished matches, as many as the first page. */
const asked = (page: number) => `state=finished&limit=${PAGE}&page=${page}`;
const pagesAsked = (api: ReturnType<typeof pagedApi>) => api.calls('GET', '/api/matches/mine').map((request) => request.query.toString());
const cardNames = () =>
  page
    .getByRole('article')
    .elements()
    .map((card) => card.querySelector('h3')?.textContent);
/** Cards are slow to draw on a busy machine: a longer wait than the default second. */
const cardsAre = (names: unknown) => expect.poll(cardNames, { timeout: 5000 }).toEqual(names);
const loadMore = () => page.getByRole('button', { name: 'Load more completed referrals' });

async function renderReferrals(firstPage: Match[]) {
  await renderInApp(<ReferralsSection matches={firstPage} state="ready" savedClaims={[]} tab="claimed-by-me" onTabChange={() => {}} />);
}

const FIRST = ['First 1', 'First 2', 'First 3'];
const SECOND = ['Second 1', 'Second 2', 'Second 3', 'Second 4', 'Second 5'];
const THIRD = Array.from({ length: 10 }, (_, index) => `Third ${index + 1}`);

describe('the completed referrals, page after page', () => {
  test('load as the person scrolls to the end of the list, and stop at the total', async () => {
    const { firstPage, older, total } = history();
    const api = pagedApi(older, total);
    await renderReferrals(firstPage);
    await expect.element(page.getByText('No codes you claimed are in progress. Your finished ones are under Show completed referrals.')).toBeVisible();
    // The first page is the dashboard's own list: nothing more is asked for while the list is closed.
    expect(pagesAsked(api)).toEqual([]);

    await page.getByRole('button', { name: 'Show completed referrals' }).click();
    await cardsAre(expect.arrayContaining(FIRST));
    loadMore().element().scrollIntoView();
    await cardsAre(expect.arrayContaining(SECOND));
    loadMore().element().scrollIntoView();
    await expect.poll(() => pagesAsked(api)).toEqual([asked(2), asked(3)]);
    await cardsAre([...FIRST, ...SECOND, ...THIRD]);
    await expect.element(loadMore()).not.toBeInTheDocument();
    expect(pagesAsked(api)).toEqual([asked(2), asked(3)]);
  });

  test('read the next page at once while the end of the list stays in view (the last one held none of this tab)', async () => {
    const firstPage = [
      ...matches('Shared', 5, 'referrer', 'ASSIGNED'),
      ...matches('Earlier', PAGE - 1, 'referrer', 'COMPLETED'),
      ...matches('First', 1, 'referee', 'COMPLETED'),
    ];
    const api = pagedApi({ 2: matches('Used', PAGE, 'referrer', 'COMPLETED'), 3: matches('Third', 10, 'referee', 'CANCELLED') }, PAGE * 2 + 10);
    await renderReferrals(firstPage);
    await page.getByRole('button', { name: 'Show completed referrals' }).click();
    await cardsAre(['First 1', ...THIRD]);
    expect(pagesAsked(api)).toEqual([asked(2), asked(3)]);
  });

  test('load the next page when "Load more" is pressed, where the scroll cannot be watched', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { firstPage, older, total } = history();
    const api = pagedApi(older, total);
    await renderReferrals(firstPage);
    await page.getByRole('button', { name: 'Show completed referrals' }).click();
    await cardsAre(FIRST);

    await loadMore().click();
    await cardsAre([...FIRST, ...SECOND]);
    expect(pagesAsked(api)).toEqual([asked(2)]);
    await expect.element(loadMore()).toHaveFocus();

    await loadMore().click();
    await cardsAre([...FIRST, ...SECOND, ...THIRD]);
    await expect.element(loadMore()).not.toBeInTheDocument();
    expect(pagesAsked(api)).toEqual([asked(2), asked(3)]);
  });

  test('say when a page could not be loaded, and try again when asked', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { firstPage, older, total } = history();
    signIn();
    let failing = true;
    fakeApi().on('GET', '/api/matches/mine', (request) =>
      failing ? answer(503, { detail: 'Something went wrong on our side.' }) : answer(200, older[Number(request.query.get('page'))] ?? [], total),
    );
    await renderReferrals(firstPage);
    await page.getByRole('button', { name: 'Show completed referrals' }).click();

    await loadMore().click();
    await expect.element(page.getByText('More completed referrals could not be loaded. Try again.')).toBeVisible();
    failing = false;
    await loadMore().click();
    await cardsAre([...FIRST, ...SECOND]);
    expect(page.getByText('More completed referrals could not be loaded. Try again.').elements()).toHaveLength(0);
  });

  test('offer no more when the first page is not full: it is the whole list', async () => {
    const api = pagedApi({}, 0);
    await renderReferrals(matches('Only', 3, 'referee', 'COMPLETED'));
    await expect.element(page.getByText('No codes you claimed are in progress. Your 3 finished ones are under Show completed referrals.')).toBeVisible();
    await page.getByRole('button', { name: 'Show completed referrals' }).click();
    await cardsAre(['Only 1', 'Only 2', 'Only 3']);
    expect(loadMore().elements()).toHaveLength(0);
    expect(pagesAsked(api)).toEqual([]);
  });
});
