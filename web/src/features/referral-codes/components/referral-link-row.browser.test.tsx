/** A shared link on My Referral Codes: a paused code says why and offers Edit, the way to offer it again, without edit mode. */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMonzoCode, anApp } from '#web/test/test-matches.ts';

const monzoCodeWith = (status: ReferralCode['status']) => aMonzoCode({ status, current_uses: 1, times_matched: 1, ahead_in_rotation: null });
import { PAUSED_CODE_TEXT, ReferralLinkRow, USED_UP_CODE_TEXT } from './referral-link-row.tsx';

const edit = () => page.getByRole('button', { name: 'Edit Monzo referral link' });

describe('a paused code', () => {
  test('shows "Paused", says why, and offers Edit without edit mode', async () => {
    const onEdit = vi.fn();
    await renderInApp(<ReferralLinkRow code={monzoCodeWith('PAUSED')} editing={false} onEdit={onEdit} onDelete={() => {}} />);
    await expect.element(page.getByText('Paused', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('note')).toMatchTextContent(PAUSED_CODE_TEXT);
    await edit().click();
    expect(onEdit).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('button', { name: /Delete Code/ })).not.toBeInTheDocument();
    await expectAccessible();
  });

  test('a code on offer says none of it, and keeps Edit for edit mode', async () => {
    await renderInApp(<ReferralLinkRow code={monzoCodeWith('ASSIGNED')} editing={false} onEdit={() => {}} onDelete={() => {}} />);
    await expect.element(page.getByText('alicesmith', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Paused', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole('note')).not.toBeInTheDocument();
    await expect.element(edit()).not.toBeInTheDocument();
  });
});

describe('a used-up code', () => {
  const usedUp = () => aMonzoCode({ status: 'USED', current_uses: 5, max_uses: 5, times_matched: 5, ahead_in_rotation: null });

  test('says so and offers more uses at once; the number is checked before it is sent, and saved', async () => {
    const code = usedUp();
    const server = fakeApi().on('PATCH', `/api/referral-codes/${code.id}`, ({ body }) => json(200, { ...code, ...(body as object), status: 'ASSIGNED' }));
    await renderInApp(<ReferralLinkRow code={code} editing={false} onEdit={() => {}} onDelete={() => {}} />);
    await expect.element(page.getByRole('note')).toMatchTextContent(USED_UP_CODE_TEXT);
    await expectAccessible();
    await page.getByRole('button', { name: 'Give It More Uses (Monzo)' }).click();
    const uses = page.getByLabelText('Uses of your Monzo code');
    await expect.element(uses).toHaveValue('10');
    await expect.element(page.getByText('5 taken so far; up to 100.')).toBeVisible();

    await uses.fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('This code has been used 5 times: its uses cannot go below that')).toBeVisible();
    await uses.fill('101');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Max uses must be at most 100')).toBeVisible();
    expect(server.calls('PATCH', `/api/referral-codes/${code.id}`)).toEqual([]);

    await uses.fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Uses updated')).toBeVisible();
    expect(server.calls('PATCH', `/api/referral-codes/${code.id}`).map((call) => call.body)).toEqual([{ max_uses: 20 }]);
  });

  test('shows the server’s refusal under the number', async () => {
    const code = aMonzoCode({ status: 'ASSIGNED', current_uses: 2, max_uses: 5 });
    fakeApi().on('PATCH', `/api/referral-codes/${code.id}`, {
      status: 409,
      body: { detail: 'This code has been used 3 times: its uses cannot go below that' },
    });
    await renderInApp(<ReferralLinkRow code={code} editing onEdit={() => {}} onDelete={() => {}} />);
    await page.getByRole('button', { name: 'Change Uses for Monzo' }).click();
    await page.getByLabelText('Uses of your Monzo code').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('This code has been used 3 times: its uses cannot go below that')).toBeVisible();
    await expect.element(page.getByLabelText('Uses of your Monzo code')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a code whose owner has had the app’s referrals for the month', () => {
  const freetradeCode = (cappedUntil: string | null, cap: number | null = 10) =>
    aMonzoCode({
      app_name: 'Freetrade',
      app: anApp({ name: 'Freetrade', referrer_monthly_cap: cap }),
      status: 'ASSIGNED',
      current_uses: 3,
      times_matched: 10,
      ahead_in_rotation: cappedUntil === null ? 0 : null,
      capped_until: cappedUntil,
    });

  test('says until when it is paused, and the programme’s limit', async () => {
    // Midnight on 1 December in London is midnight UTC (GMT).
    await renderInApp(<ReferralLinkRow code={freetradeCode('2026-12-01T00:00:00.000Z')} editing={false} onEdit={() => {}} onDelete={() => {}} />);
    await expect.element(page.getByRole('note')).toBeVisible();
    expect(page.getByRole('note').element().textContent).toBe('Paused until 1 December: Freetrade allows 10 referrals a month');
    await expect.element(page.getByText('not in the rotation now', { exact: false })).toBeVisible();
    await expectAccessible();
  });

  test('names the 1st in London’s time in summer, and one referral in the singular', async () => {
    // Midnight on 1 April in London (BST) is 23:00 UTC on 31 March.
    await renderInApp(<ReferralLinkRow code={freetradeCode('2026-03-31T23:00:00.000Z', 1)} editing={false} onEdit={() => {}} onDelete={() => {}} />);
    await expect.element(page.getByRole('note')).toBeVisible();
    expect(page.getByRole('note').element().textContent).toBe('Paused until 1 April: Freetrade allows 1 referral a month');
  });

  test('says nothing of the cap while the owner is under it', async () => {
    await renderInApp(<ReferralLinkRow code={freetradeCode(null)} editing={false} onEdit={() => {}} onDelete={() => {}} />);
    await expect.element(page.getByText(/next in line for Freetrade/)).toBeVisible();
    await expect.element(page.getByRole('note')).not.toBeInTheDocument();
  });
});
