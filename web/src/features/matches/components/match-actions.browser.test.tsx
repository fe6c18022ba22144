/**
 * What a match card lets each party do, by status and role (user-side.md §2, §4, §6), and what
 * each action sends. The server is faked at fetch.
 */
import { describe, expect, test, vi } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import type { Match } from '#contract/matches/schema.ts';
import type { MatchRole, MatchStatus } from '#contract/matches/rules.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMatch } from '#web/test/test-matches.ts';
import { MatchCard } from './match-card.tsx';

const ACTIONS = ['Mark as Sign Up Complete', 'Confirm Receipt', 'Undo Sign Up Complete', 'Cancel Referral', 'Refresh Instructions'] as const;
type Action = (typeof ACTIONS)[number];

const card = () => page.getByRole('article', { name: 'Monzo' });
const action = (words: Action) => card().getByRole('button', { name: `${words} for Monzo`, exact: true });

function monzo(overrides: Parameters<typeof aMatch>[0] = {}): Match {
  return aMatch({ ...overrides, app: { name: 'Monzo', ...overrides.app } });
}

// status, role, who confirmed, buttons offered
const OFFERED: [MatchStatus, MatchRole, 'nobody' | 'referrer' | 'referee', Action[]][] = [
  ['ASSIGNED', 'referee', 'nobody', ['Mark as Sign Up Complete', 'Cancel Referral']],
  ['ASSIGNED', 'referrer', 'nobody', []],
  ['USER_MARKED_DONE', 'referee', 'nobody', ['Confirm Receipt', 'Undo Sign Up Complete']],
  ['USER_MARKED_DONE', 'referrer', 'nobody', ['Confirm Receipt']],
  // Once anyone has confirmed, the sign-up can no longer be undone; whoever confirmed is not asked again.
  ['USER_MARKED_DONE', 'referee', 'referrer', ['Confirm Receipt']],
  ['USER_MARKED_DONE', 'referee', 'referee', []],
  ['USER_MARKED_DONE', 'referrer', 'referee', ['Confirm Receipt']],
  ['USER_MARKED_DONE', 'referrer', 'referrer', []],
  ['COMPLETED', 'referee', 'referee', []],
  ['COMPLETED', 'referrer', 'referrer', []],
  ['CONFIRMED', 'referee', 'referee', []],
  ['CONFIRMED', 'referrer', 'nobody', []],
  ['CANCELLED', 'referee', 'nobody', []],
  ['CANCELLED', 'referrer', 'nobody', []],
];

/** The action asks first, in these words; the way out closes the question. */
async function expectAsksFirst(actionName: Action, dialog: Locator, description: string, wayOut: string) {
  await action(actionName).click();
  await expect.element(dialog).toHaveAccessibleDescription(description);
  await dialog.getByRole('button', { name: wayOut }).click();
  await expect.element(dialog).not.toBeInTheDocument();
}

describe('the buttons by status and role', () => {
  test.each(OFFERED)('%s seen by the %s, confirmed by %s: %j', async (status, role, confirmed, offered) => {
    await renderInApp(
      <MatchCard match={monzo({ status, role, referrer_confirmed_receipt: confirmed === 'referrer', referee_confirmed_receipt: confirmed === 'referee' })} />,
    );
    await expect.element(card()).toBeVisible();
    for (const words of ACTIONS) {
      if (offered.includes(words)) await expect.element(action(words)).toBeVisible();
      else await expect.element(action(words)).not.toBeInTheDocument();
    }
  });

  test('a party with no reward is not asked to confirm while the other party has one', async () => {
    const match = monzo({ status: 'USER_MARKED_DONE', role: 'referrer', app: { referrer_reward_amount_pence: 0 } });
    const { rerender } = await renderInApp(<MatchCard match={match} />);
    await expect.element(card().getByText('Awaiting Confirmation', { exact: true })).toBeVisible();
    await expect.element(action('Confirm Receipt')).not.toBeInTheDocument();
    // Nobody has a reward: someone must still close the match.
    await rerender(<MatchCard match={{ ...match, app: { ...match.app, referee_reward_amount_pence: 0 } }} />);
    await expect.element(action('Confirm Receipt')).toBeVisible();
  });
});

describe('what the buttons do', () => {
  test('Mark as Sign Up Complete sends the mark', async () => {
    const match = monzo();
    const server = fakeApi().on('POST', `/api/matches/${match.id}/mark-complete`, { body: { ...match, status: 'USER_MARKED_DONE' } });
    await renderInApp(<MatchCard match={match} />);
    await action('Mark as Sign Up Complete').click();
    await expect.poll(() => server.calls('POST', `/api/matches/${match.id}/mark-complete`)).toHaveLength(1);
  });

  test('Undo Sign Up Complete sends the undo', async () => {
    const match = monzo({ status: 'USER_MARKED_DONE' });
    const server = fakeApi().on('POST', `/api/matches/${match.id}/undo-complete`, { body: { ...match, status: 'ASSIGNED' } });
    await renderInApp(<MatchCard match={match} />);
    await action('Undo Sign Up Complete').click();
    await expect.poll(() => server.calls('POST', `/api/matches/${match.id}/undo-complete`)).toHaveLength(1);
  });

  test('Cancel Referral asks first; Keep Referral keeps it, Cancel Referral sends the cancellation', async () => {
    const match = monzo();
    const server = fakeApi().on('POST', `/api/matches/${match.id}/cancel`, { body: { ...match, status: 'CANCELLED' } });
    await renderInApp(<MatchCard match={match} />);
    const dialog = page.getByRole('dialog', { name: 'Cancel this referral?' });
    await expectAsksFirst('Cancel Referral', dialog, 'You will give up this Monzo code and it goes back to the person who shared it.', 'Keep Referral');
    await expect.element(action('Cancel Referral')).toHaveFocus();
    expect(server.calls('POST', `/api/matches/${match.id}/cancel`)).toEqual([]);

    await action('Cancel Referral').click();
    await dialog.getByRole('button', { name: 'Cancel Referral', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(server.calls('POST', `/api/matches/${match.id}/cancel`)).toHaveLength(1);
  });

  test('Confirm Receipt of a fixed reward asks in words and sends no amount', async () => {
    const match = monzo({ status: 'USER_MARKED_DONE', role: 'referrer', app: { referrer_reward_amount_pence: 2500 } });
    const server = fakeApi().on('POST', `/api/matches/${match.id}/confirm-receipt`, { body: { ...match, referrer_confirmed_receipt: true } });
    await renderInApp(<MatchCard match={match} />);
    const dialog = page.getByRole('dialog', { name: 'Confirm Receipt' });
    await expectAsksFirst('Confirm Receipt', dialog, 'Have you received your £25 Monzo reward? Once confirmed, it cannot be undone.', 'Not Yet');

    await action('Confirm Receipt').click();
    await dialog.getByRole('button', { name: 'Confirm Receipt', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(server.calls('POST', `/api/matches/${match.id}/confirm-receipt`).map((request) => request.body)).toEqual([{}]);
  });

  test('Copy Code copies the code and says so, or says it could not', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Denied'));
    await renderInApp(<MatchCard match={monzo({ code: 'ALICE123' })} />);
    await card().getByRole('button', { name: 'Copy Code for Monzo' }).click();
    await expect.element(page.getByRole('status').getByText('Copied Monzo referral code!')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('ALICE123');
    await card().getByRole('button', { name: 'Copy Code for Monzo' }).click();
    await expect.element(page.getByRole('alert').getByText('Failed to copy code')).toBeVisible();
  });
});

describe('the referee’s instructions', () => {
  const staleSteps = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];

  test('show while the match moves, with steps, notes and time', async () => {
    await renderInApp(
      <MatchCard match={monzo({ instructions: { steps: ['Open the link.', 'Sign up.'], notes: 'Use your own name.', estimated_time: '10 minutes' } })} />,
    );
    const steps = card().getByRole('list', { name: 'How to sign up' }).getByRole('listitem');
    await expect.element(card().getByRole('heading', { name: 'How to sign up' })).toBeVisible();
    expect(steps.elements().map((step) => step.textContent)).toEqual(['Open the link.', 'Sign up.']);
    await expect.element(card().getByText('Use your own name.')).toBeVisible();
    await expect.element(card().getByText('Estimated time: 10 minutes')).toBeVisible();
    await expect.element(card().getByText(/may be out of date/)).not.toBeInTheDocument();
  });

  test('five steps with no qualifying spend are out of date: a warning and Refresh Instructions', async () => {
    const match = monzo({ instructions: { steps: staleSteps, notes: '', estimated_time: '' } });
    const server = fakeApi().on('POST', `/api/matches/${match.id}/refresh-instructions`, { body: {} });
    await renderInApp(<MatchCard match={match} />);
    await expect.element(card().getByText('These instructions may be out of date. Refresh them to get the latest steps for this offer.')).toBeVisible();
    await action('Refresh Instructions').click();
    await expect.poll(() => server.calls('POST', `/api/matches/${match.id}/refresh-instructions`)).toHaveLength(1);
  });

  test('none stored: the note to check e-mail or contact support, and Refresh Instructions', async () => {
    await renderInApp(<MatchCard match={monzo({ instructions: null })} />);
    await expect
      .element(card().getByText('No instructions are stored for this referral. Please check your email or contact support for the code.'))
      .toBeVisible();
    await expect.element(action('Refresh Instructions')).toBeVisible();
  });

  test.each([
    ['the referrer', monzo({ role: 'referrer', instructions: { steps: staleSteps, notes: '', estimated_time: '' } })],
    ['a finished match', monzo({ status: 'COMPLETED', referee_confirmed_receipt: true })],
    ['a cancelled match', monzo({ status: 'CANCELLED' })],
  ])('are not shown to %s', async (_who, match) => {
    await renderInApp(<MatchCard match={match} />);
    await expect.element(card()).toBeVisible();
    await expect.element(card().getByRole('heading', { name: 'How to sign up' })).not.toBeInTheDocument();
    await expect.element(card().getByText(/No instructions are stored/)).not.toBeInTheDocument();
  });
});

test('after an action the card keeps focus when its button is gone', async () => {
  const match = monzo();
  const done = { ...match, status: 'USER_MARKED_DONE' as const };
  let answer = (_response: Response) => {};
  fakeApi().on('POST', `/api/matches/${match.id}/mark-complete`, () => new Promise<Response>((resolve) => (answer = resolve)));
  const { rerender } = await renderInApp(<MatchCard match={match} />);
  await action('Mark as Sign Up Complete').click();
  // The list is read again while the call is out: the button pressed is gone, then the call ends.
  await rerender(<MatchCard match={done} />);
  await expect.element(action('Mark as Sign Up Complete')).not.toBeInTheDocument();
  answer(json(200, done));
  await expect.element(card()).toHaveFocus();
});
