/** /reports: the person's reports, each linking to its page; empty; and `?match=`, where a notification leads. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aReportSummary } from '#web/test/test-reports.ts';
import { MyReportsScreen, NO_REPORTS_TEXT } from './my-reports-screen.tsx';

describe('My Reports', () => {
  test('lists each report with its app, reason, status, date and who made it, linking to its page', async () => {
    signIn();
    const mine = aReportSummary({ app_name: 'Monzo', reason: 'REWARD_NOT_RECEIVED', created_at: '2025-03-05T09:00:00.000Z' });
    const theirs = aReportSummary({
      app_name: 'Chase',
      reason: 'ABUSE',
      status: 'DISMISSED',
      mine: false,
      reporter_role: 'referrer',
      created_at: '2025-02-01T09:00:00.000Z',
    });
    fakeApi().on('GET', '/api/reports/mine', { body: [mine, theirs] });
    await renderInApp(<MyReportsScreen />, { path: '/reports' });

    const links = page.getByRole('link', { name: /: / });
    await expect.element(links.first()).toHaveAccessibleName('Monzo: The reward has not arrived');
    await expect.element(links.first()).toHaveAttribute('href', `/reports/${mine.id}`);
    const items = page.getByRole('listitem').elements();
    expect(items.map((item) => item.textContent)).toEqual([
      'Monzo: The reward has not arrivedOpenReported by you on 5 Mar 2025',
      'Chase: Abuse or a scamDismissedReported by the other party on 1 Feb 2025',
    ]);
    await expectAccessible();
  });

  test('says when there are none', async () => {
    signIn();
    fakeApi().on('GET', '/api/reports/mine', { body: [] });
    await renderInApp(<MyReportsScreen />, { path: '/reports' });
    await expect.element(page.getByText(NO_REPORTS_TEXT)).toBeVisible();
  });

  test('opens the report straight away when a notification names a match with one report', async () => {
    signIn();
    const only = aReportSummary();
    const other = aReportSummary();
    fakeApi().on('GET', '/api/reports/mine', { body: [only, other] });
    await renderInApp(<MyReportsScreen />, { path: `/reports?match=${only.match_id}`, screens: { '/reports/:id': <p>The report’s page</p> } });
    await expect.element(page.getByText('The report’s page')).toBeVisible();
  });
});
