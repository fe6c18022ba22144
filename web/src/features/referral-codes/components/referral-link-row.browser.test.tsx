/** A shared link on My Referral Codes: a paused code says why and offers Edit, the way to offer it again, without edit mode. */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ReferralCode } from '#contract/referral-codes/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aMonzoCode } from '#web/test/test-matches.ts';

const monzoCodeWith = (status: ReferralCode['status']) => aMonzoCode({ status, current_uses: 1, times_matched: 1, ahead_in_rotation: null });
import { PAUSED_CODE_TEXT, ReferralLinkRow } from './referral-link-row.tsx';

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
