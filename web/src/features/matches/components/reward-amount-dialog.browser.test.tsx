/**
 * "Confirm Your Reward Amount" (user-side.md §5), reached as people reach it: Confirm Receipt on a
 * match whose reward is a range. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Match } from '#contract/matches/schema.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { openDialogWith, expectEscapeCloses, expectWayOutCloses } from '#web/test/dialogs.ts';
import { aMatch } from '#web/test/test-matches.ts';
import { MatchCard } from './match-card.tsx';
import { expectAccessible } from '#web/test/axe.ts';

/** A referee awaiting a Trading 212 reward of £10-£100 (or the range given). */
function rangedMatch(minPence = 1000, maxPence = 10_000): Match {
  return aMatch({
    status: 'USER_MARKED_DONE',
    app: { name: 'Trading 212', referee_reward_amount_pence: null, referee_reward_min_pence: minPence, referee_reward_max_pence: maxPence },
  });
}

async function openDialog(match: Match) {
  const server = fakeApi().on('POST', `/api/matches/${match.id}/confirm-receipt`, ({ body }) =>
    json(200, {
      ...match,
      referee_confirmed_receipt: true,
      actual_referee_reward_amount_pence: (body as { actual_reward_amount_pence: number }).actual_reward_amount_pence,
    }),
  );
  await renderInApp(<MatchCard match={match} />);
  const { opener, dialog } = await openDialogWith('Confirm Receipt for Trading 212', 'Confirm Your Reward Amount');
  return {
    server,
    opener,
    dialog,
    amount: dialog.getByLabelText('Amount received (£)'),
    submit: dialog.getByRole('button', { name: 'Confirm Receipt', exact: true }),
    sent: () => server.calls('POST', `/api/matches/${match.id}/confirm-receipt`).map((request) => request.body),
  };
}

describe('the reward amount dialog', () => {
  test('opens on the amount with the range in words, and cannot be sent empty', async () => {
    const { dialog, amount, submit, sent } = await openDialog(rangedMatch());
    await expect.element(dialog).toHaveAccessibleDescription('Your Trading 212 reward is between £10 and £100. Enter the amount you received.');
    await expect.element(amount).toHaveFocus();
    await expect.element(submit).toBeDisabled();
    await amount.fill('   ');
    await expect.element(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).toBeVisible();
    expect(sent()).toEqual([]);
  });

  test('says so when the text is not an amount, and keeps focus on the field', async () => {
    const { dialog, amount, submit, sent } = await openDialog(rangedMatch());
    await amount.fill('twenty');
    await submit.click();
    await expect.element(dialog.getByText('Please enter a valid amount (e.g. 25.50)')).toBeVisible();
    await expect.element(amount).toHaveAttribute('aria-invalid', 'true');
    await expect.element(amount).toHaveAccessibleDescription(/Please enter a valid amount \(e\.g\. 25\.50\)/);
    await expect.element(amount).toHaveFocus();
    await expectAccessible();
    // Typing again clears the message.
    await amount.fill('2');
    await expect.element(dialog.getByText('Please enter a valid amount (e.g. 25.50)')).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  test.each([
    ['150', 'above the range'],
    ['9.99', 'below the range'],
  ])('refuses %s (%s) with the range in words', async (typed) => {
    const { dialog, amount, submit, sent } = await openDialog(rangedMatch());
    await amount.fill(typed);
    await submit.click();
    await expect.element(dialog.getByText('Amount must be between £10 and £100')).toBeVisible();
    expect(sent()).toEqual([]);
  });

  test.each([
    ['£55.50', 5550],
    ['$ 25', 2500],
    ['1,000', 100_000],
    [' £1 234.5 ', 123_450],
  ])('reads %s as %i pence: £ and $ signs, commas and spaces are ignored', async (typed, pence) => {
    const { dialog, amount, submit, sent } = await openDialog(rangedMatch(1000, 200_000));
    await amount.fill(typed);
    await submit.click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sent()).toEqual([{ actual_reward_amount_pence: pence }]);
  });

  test("shows the server's reason under the field until the amount changes", async () => {
    const match = rangedMatch();
    const { server, dialog, amount, submit } = await openDialog(match);
    server.on('POST', `/api/matches/${match.id}/confirm-receipt`, { status: 422, body: { detail: 'This match no longer awaits a reward' } });
    await amount.fill('50');
    await submit.click();
    await expect.element(dialog.getByText('This match no longer awaits a reward')).toBeVisible();
    await amount.fill('51');
    await expect.element(dialog.getByText('This match no longer awaits a reward')).not.toBeInTheDocument();
  });

  test('Escape closes it and gives focus back to Confirm Receipt, and it opens afresh', async () => {
    const { dialog, amount, opener, sent } = await openDialog(rangedMatch());
    await amount.fill('twenty');
    await expectEscapeCloses(dialog, opener);
    await opener.click();
    await expect.element(amount).toHaveValue('');
    await expectWayOutCloses(dialog, opener);
    expect(sent()).toEqual([]);
  });
});
