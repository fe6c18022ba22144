/** /analytics: whose figures show, by plan and the paid-features switch, and what a failure says. The server is faked at fetch. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ANALYTICS_PREMIUM_ONLY, ANALYTICS_TEXT } from '#contract/analytics/rules.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { exampleSummary } from '#web/features/analytics/logic/example-summary.ts';
import { AnalyticsScreen } from './analytics-screen.tsx';

const SUMMARY = '/api/analytics/summary';
/** Someone's own figures: the example's shape, under a real-looking app name. */
const own = () => {
  const summary = exampleSummary(new Date('2026-07-01T12:00:00Z'));
  summary.as_referrer.funnel[0]!.app_name = 'Monzo';
  return summary;
};

function serve(user: ReturnType<typeof aUser>) {
  signIn();
  return fakeApi().on('GET', '/api/auth/me', { body: user });
}

describe('Analytics', () => {
  test('Premium with paid features on: their own figures, for the weeks they choose', async () => {
    const server = serve(aUser({ paid_features_enabled: true, subscription_status: 'PREMIUM' })).on('GET', SUMMARY, { body: own() });
    await renderInApp(<AnalyticsScreen />, { path: '/analytics' });
    await expect.element(page.getByRole('row', { name: /^Monzo 18 14 11 3$/ })).toBeVisible();
    await expect.element(page.getByText(ANALYTICS_TEXT.exampleBadge)).not.toBeInTheDocument();
    expect(server.calls('GET', SUMMARY).map((call) => call.query.get('weeks'))).toEqual(['12']);
    await expectAccessible();

    await page.getByLabelText(ANALYTICS_TEXT.weeksLabel).selectOptions('26');
    await expect.poll(() => server.calls('GET', SUMMARY).map((call) => call.query.get('weeks'))).toEqual(['12', '26']);
  });

  test('Free with paid features on: the example, labelled, with the upgrade; nothing asked of the server', async () => {
    const server = serve(aUser({ paid_features_enabled: true }));
    await renderInApp(<AnalyticsScreen />, { path: '/analytics' });
    const example = page.getByRole('region', { name: ANALYTICS_TEXT.exampleBadge });
    await expect.element(example.getByText(ANALYTICS_TEXT.exampleNote).first()).toBeVisible();
    await expect.element(example.getByRole('row', { name: /^Example Bank/ }).first()).toBeVisible();
    await expect.element(example.getByRole('button', { name: ANALYTICS_TEXT.upgrade }).first()).toBeVisible();
    expect(server.calls('GET', SUMMARY)).toEqual([]);
    await expectAccessible();
  });

  test('Free with paid features off: their own figures', async () => {
    serve(aUser()).on('GET', SUMMARY, { body: own() });
    await renderInApp(<AnalyticsScreen />, { path: '/analytics' });
    await expect.element(page.getByRole('button', { name: ANALYTICS_TEXT.download })).toBeVisible();
    await expect.element(page.getByText(ANALYTICS_TEXT.exampleBadge)).not.toBeInTheDocument();
  });

  test('when the server says the plan no longer includes it (402), the example and the upgrade', async () => {
    serve(aUser({ paid_features_enabled: true, subscription_status: 'PREMIUM' })).on('GET', SUMMARY, { status: 402, body: { detail: ANALYTICS_PREMIUM_ONLY } });
    await renderInApp(<AnalyticsScreen />, { path: '/analytics' });
    await expect.element(page.getByRole('region', { name: ANALYTICS_TEXT.exampleBadge })).toBeVisible();
  });

  test('says when the figures could not be loaded, and asks again', async () => {
    const server = serve(aUser()).on('GET', SUMMARY, { status: 500, body: { detail: 'Something went wrong' } });
    await renderInApp(<AnalyticsScreen />, { path: '/analytics' });
    await expect.element(page.getByRole('alert')).toMatchTextContent(ANALYTICS_TEXT.loadFailed);
    server.on('GET', SUMMARY, { body: own() });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('row', { name: /^Monzo 18 14 11 3$/ })).toBeVisible();
  });
});
