/**
 * "Report a problem" on a match card: the dialog's checks (the contract's schema), the reason chosen
 * for an overdue reward, what it sends, and "View report" instead of a second report. The server is
 * faked at fetch. Rendered in an article named as the card is (the card itself is the matches
 * feature's, which tells this action whether the reward is overdue: match-card.browser.test.tsx).
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Match } from '#contract/matches/schema.ts';
import type { ReportSummary } from '#contract/reports/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { aReport, aReportSummary } from '#web/test/test-reports.ts';
import { MatchReportAction } from './match-report-action.tsx';

function monzo(overrides: Parameters<typeof aMatch>[0] = {}): Match {
  return aMatch({ ...overrides, app: { name: 'Monzo' } });
}

/** The action in a card named after the app, as the dashboard puts it there. */
function cardWith(match: Match, reports: ReportSummary[] | undefined, rewardOverdue = false) {
  return (
    <article aria-label={match.app_name}>
      <MatchReportAction match={match} reports={reports} rewardOverdue={rewardOverdue} />
    </article>
  );
}

const card = () => page.getByRole('article', { name: 'Monzo' });
const dialog = () => page.getByRole('dialog', { name: 'Report a problem' });
const reportButton = () => card().getByRole('button', { name: 'Report a problem with Monzo' });

describe('the report dialog', () => {
  test('checks the reason and the message with the contract’s schema before sending anything', async () => {
    const server = fakeApi();
    await renderInApp(cardWith(monzo(), []));
    await reportButton().click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog().getByRole('combobox', { name: 'Reason' })).toHaveValue('');
    await expectAccessible();

    await dialog().getByRole('textbox', { name: 'Message' }).fill('Too short');
    await dialog().getByRole('button', { name: 'Send report' }).click();
    await expect.element(dialog().getByText('Please choose a reason')).toBeVisible();
    await expect.element(dialog().getByText('Message must be at least 10 characters')).toBeVisible();
    await expect.element(dialog().getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(dialog().getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');

    await dialog().getByRole('textbox', { name: 'Message' }).fill('x'.repeat(2001));
    await dialog().getByRole('button', { name: 'Send report' }).click();
    await expect.element(dialog().getByText('Message must be at most 2000 characters')).toBeVisible();
    expect(server.requests).toEqual([]);
  });

  test('sends the reason and the message, then says so and opens the report’s page', async () => {
    signIn();
    const match = monzo();
    const created = aReport({ match_id: match.id });
    const server = fakeApi().on('POST', `/api/matches/${match.id}/reports`, { status: 201, body: created });
    await renderInApp(cardWith(match, []), { screens: { '/reports/:id': <p>The report’s page</p> } });

    await reportButton().click();
    await dialog().getByRole('combobox', { name: 'Reason' }).selectOptions('The link is for another app or page');
    await dialog().getByRole('textbox', { name: 'Message' }).fill('  The link opened the Revolut page instead.  ');
    await dialog().getByRole('button', { name: 'Send report' }).click();

    await expect.element(page.getByText('The report’s page')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Report sent')).toBeVisible();
    expect(server.calls('POST', `/api/matches/${match.id}/reports`).map((request) => request.body)).toEqual([
      { reason: 'WRONG_LINK', message: 'The link opened the Revolut page instead.' },
    ]);
  });

  test('shows the server’s reason when it refuses the report, and stays open', async () => {
    signIn();
    const match = monzo();
    fakeApi().on('POST', `/api/matches/${match.id}/reports`, { status: 409, body: { detail: 'You already have an open report about this match' } });
    await renderInApp(cardWith(match, []));
    await reportButton().click();
    await dialog().getByRole('combobox', { name: 'Reason' }).selectOptions('Something else');
    await dialog().getByRole('textbox', { name: 'Message' }).fill('The other member stopped answering me.');
    await dialog().getByRole('button', { name: 'Send report' }).click();
    await expect.element(dialog().getByRole('alert')).toMatchTextContent('You already have an open report about this match');
  });
});

describe('the report action on a match card', () => {
  test('offers "Report reward not received" where the card says the reward is overdue, with that reason chosen', async () => {
    await renderInApp(cardWith(monzo({ status: 'USER_MARKED_DONE' }), [], true));
    await card().getByRole('button', { name: 'Report reward not received for Monzo' }).click();
    await expect.element(dialog().getByRole('combobox', { name: 'Reason' })).toHaveValue('REWARD_NOT_RECEIVED');
    await expect.element(dialog().getByRole('combobox', { name: 'Reason' })).toHaveDisplayValue('The reward has not arrived');
  });

  test('offers only "Report a problem" where the reward is not overdue, and nothing on a cancelled match', async () => {
    const { rerender } = await renderInApp(cardWith(monzo({ status: 'ASSIGNED' }), []));
    await expect.element(reportButton()).toBeVisible();
    await expect.element(card().getByRole('button', { name: /Report reward not received/ })).not.toBeInTheDocument();
    await rerender(cardWith(monzo({ status: 'CANCELLED' }), []));
    await expect.element(card()).toBeInTheDocument();
    await expect.element(card().getByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  test('offers nothing until the reports are known', async () => {
    await renderInApp(cardWith(monzo({ status: 'USER_MARKED_DONE' }), undefined, true));
    await expect.element(card()).toBeInTheDocument();
    await expect.element(card().getByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  test('links to an open report about the match, the person’s own or the other party’s, instead of opening another', async () => {
    const match = monzo({ status: 'USER_MARKED_DONE' });
    const mine = aReportSummary({ match_id: match.id, reason: 'REWARD_NOT_RECEIVED' });
    const { rerender } = await renderInApp(cardWith(match, [mine], true));
    await expect.element(card().getByText('You reported a problem: the reward has not arrived.')).toBeVisible();
    await expect.element(card().getByRole('link', { name: 'View report about Monzo' })).toHaveAttribute('href', `/reports/${mine.id}`);
    await expect.element(card().getByRole('button', { name: /Report/ })).not.toBeInTheDocument();

    const theirs = aReportSummary({ match_id: match.id, mine: false, reporter_role: 'referrer', reason: 'ABUSE' });
    await rerender(cardWith(match, [theirs], true));
    await expect.element(card().getByText('The other party reported a problem: abuse or a scam.')).toBeVisible();
    await expect.element(card().getByRole('link', { name: 'View report about Monzo' })).toHaveAttribute('href', `/reports/${theirs.id}`);

    // A decided report leaves the way open to a new one.
    await rerender(cardWith(match, [{ ...mine, status: 'RESOLVED' }], true));
    await expect.element(reportButton()).toBeVisible();
    await expectAccessible();
  });
});
