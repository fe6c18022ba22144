/**
 * Onboarding step 2, one platform's referral link (user-side.md §2 and §5): the messages word for
 * word, the green tick with the code found, the progress, and the buttons.
 */
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInApp } from '#web/test/render.tsx';
import { testApp } from '#web/test/test-apps.ts';
import { LinkStep } from './link-step.tsx';
import { expectAccessible } from '#web/test/axe.ts';

const monzo = testApp({ name: 'Monzo', referrer_reward_amount_pence: 1000 });

type Options = { app?: typeof monzo; position?: number; total?: number; onSkipRemaining?: (() => void) | null; saving?: 'continue' | 'skip' | null };

/** The step as the flow shows it, holding its own draft; answers the callbacks to watch. */
async function renderStep({ app = monzo, position = 1, total = 2, onSkipRemaining = null, saving = null }: Options = {}) {
  const onContinue = vi.fn();
  const onBack = vi.fn();
  function Step() {
    const [draft, setDraft] = useState('');
    const [typedCode, setTypedCode] = useState('');
    return (
      <LinkStep
        app={app}
        position={position}
        total={total}
        draft={draft}
        onDraft={setDraft}
        typedCode={typedCode}
        onTypedCode={setTypedCode}
        onBack={onBack}
        onContinue={onContinue}
        onSkipRemaining={onSkipRemaining}
        saving={saving}
      />
    );
  }
  await renderInApp(<Step />);
  return { onContinue, onBack, link: page.getByLabelText(`Your ${app.name} referral link`, { exact: true }) };
}

const fixFirst = () => page.getByRole('alert').getByText('Please fix the validation error before continuing', { exact: true });
const nextButton = () => page.getByRole('button', { name: 'Next Platform' });

describe('the link step', () => {
  test('names the platform, its reward and the three instructions', async () => {
    await renderStep();
    await expect.element(page.getByRole('heading', { name: 'Get your Monzo referral link', level: 1 })).toBeVisible();
    await expect.element(page.getByText('You earn £10 for each person who signs up with your link.')).toBeVisible();
    const steps = page
      .getByRole('listitem')
      .elements()
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Log in to your Monzo account.',
      'Find the Refer friends, Referrals or Share section.',
      'Copy the full referral link, not just the code.',
    ]);
  });

  test('empty: the button stays disabled, and pressing on asks for the link', async () => {
    const { link, onContinue } = await renderStep();
    await expect.element(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByText('Please enter your referral link')).not.toBeInTheDocument();
    await link.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Please enter your referral link', { exact: true })).toBeVisible();
    await expect.element(link).toHaveAttribute('aria-invalid', 'true');
    await expect.element(link).toHaveAccessibleDescription('Please enter your referral link');
    await expect.element(fixFirst()).not.toBeInTheDocument();
    // Pressing the disabled-looking button explains itself too (aria-disabled: Playwright must be told to press it anyway).
    await link.fill('h');
    await link.fill('');
    await nextButton().click({ force: true });
    await expect.element(page.getByText('Please enter your referral link', { exact: true })).toBeVisible();
    await expect.element(link).toHaveFocus();
    expect(onContinue).not.toHaveBeenCalled();
  });

  test('a link that is not http or https: "Please enter a valid HTTPS link", then the fix-first alert on continuing', async () => {
    const { link, onContinue } = await renderStep();
    await link.fill('ftp://monzo.me/alice123');
    // Nothing is said while typing.
    await expect.element(page.getByText('Please enter a valid HTTPS link')).not.toBeInTheDocument();
    await link.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Please enter a valid HTTPS link', { exact: true })).toBeVisible();
    await expect.element(fixFirst()).toBeVisible();
    await expectAccessible();
    expect(onContinue).not.toHaveBeenCalled();
  });

  test('text that is not a link: "Please make sure you entered a valid referral link", once the field is left', async () => {
    const { link } = await renderStep();
    await link.fill('monzo link please');
    await expect.element(page.getByText('Please make sure you entered a valid referral link')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(page.getByText('Please make sure you entered a valid referral link', { exact: true })).toBeVisible();
    await expect.element(fixFirst()).not.toBeInTheDocument();
  });

  test('a link with no code in it is not valid either', async () => {
    const { link } = await renderStep();
    await link.fill('https://monzo.com/');
    await userEvent.tab();
    await expect.element(page.getByText('Please make sure you entered a valid referral link', { exact: true })).toBeVisible();
    await expect.element(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  test('reads the code where the app’s own link format puts it, `!` and all', async () => {
    const revolut = testApp({
      name: 'Revolut',
      referral_link_domains: ['revolut.com'],
      referral_link_format: 'https://revolut.com/referral/?referral-code={code}',
    });
    const { link } = await renderStep({ app: revolut });
    await link.fill('https://revolut.com/referral/?referral-code=alicej!NOV26');
    await expect.element(page.getByText('Valid link. Your code: alicej!NOV26', { exact: true })).toBeVisible();
    await expect.element(page.getByLabelText('Your referral code')).not.toBeInTheDocument();
  });

  test('a link whose code cannot be read asks for the code beside it, and continues once it is typed', async () => {
    const { link, onContinue } = await renderStep();
    await link.fill('https://monzo.com/');
    await userEvent.tab();
    const code = page.getByLabelText('Your referral code', { exact: true });
    await expect.element(code).toBeVisible();
    await expect.element(code).toHaveAccessibleDescription('We could not find the code in this link. Type the code the app shows you.');
    await expect.element(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await code.fill('ALICE-77');
    await expect.element(page.getByText('Valid link. Your code: ALICE-77', { exact: true })).toBeVisible();
    await expectAccessible();
    await nextButton().click();
    expect(onContinue).toHaveBeenCalledOnce();
  });

  test('a code only guessed from the link’s last segment is shown, with the field to correct it', async () => {
    const { link } = await renderStep();
    await link.fill('https://monzo.com/c/abcdef12');
    await expect.element(page.getByText('Valid link. Your code: abcdef12', { exact: true })).toBeVisible();
    await expect
      .element(page.getByLabelText('Your referral code', { exact: true }))
      .toHaveAccessibleDescription('We think your code is abcdef12. If the app shows a different code, type it here.');
  });

  test('a valid link: the green tick and the code found; the error and the alert go; the button continues', async () => {
    const { link, onContinue } = await renderStep();
    await link.fill('ftp://monzo.me/alice123');
    await link.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(fixFirst()).toBeVisible();

    await link.fill('https://monzo.me/alice123');
    await expect.element(fixFirst()).not.toBeInTheDocument();
    await expect.element(page.getByText('Please enter a valid HTTPS link')).not.toBeInTheDocument();
    await expect.element(page.getByRole('img', { name: 'Valid link' })).toBeVisible();
    await expect.element(page.getByText('Valid link. Your code: alice123', { exact: true })).toBeVisible();
    await expect.element(link).not.toHaveAttribute('aria-invalid');
    await expect.element(link).toHaveAccessibleDescription('Valid link. Your code: alice123');
    await expect.element(nextButton()).toHaveAttribute('aria-disabled', 'false');
    await nextButton().click();
    expect(onContinue).toHaveBeenCalledOnce();
  });

  test.each([
    ['https://www.revolut.com/referral/?referral-code=alicej!NOV26&ref=OTHER1', 'alicej!NOV26'],
    ['https://kroo.com/invite/E2EKROO2', 'E2EKROO2'],
    ['https://example.com/signup#promo42', 'promo42'],
  ])('reads the code out of %s', async (typed, code) => {
    const { link } = await renderStep();
    await link.fill(typed);
    await expect.element(page.getByText(`Valid link. Your code: ${code}`, { exact: true })).toBeVisible();
  });
});

describe('progress and buttons', () => {
  test('"Platform k of n" with its bar; Next Platform before the last, Continue on it', async () => {
    await renderStep({ position: 1, total: 3 });
    await expect.element(page.getByText('Platform 1 of 3', { exact: true })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Platform 1 of 3' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '1');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '3');
    await expect.element(nextButton()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Continue', exact: true })).not.toBeInTheDocument();
  });

  test('the last platform continues with "Continue"', async () => {
    await renderStep({ position: 3, total: 3 });
    await expect.element(page.getByText('Platform 3 of 3', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    await expect.element(nextButton()).not.toBeInTheDocument();
  });

  test('"Skip remaining codes" only when the flow offers it, and Back goes back', async () => {
    const onSkipRemaining = vi.fn();
    const { onBack } = await renderStep({ position: 2, total: 3, onSkipRemaining });
    await page.getByRole('button', { name: 'Skip remaining codes' }).click();
    expect(onSkipRemaining).toHaveBeenCalledOnce();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(onBack).toHaveBeenCalledOnce();
  });

  test('no "Skip remaining codes" before one is done', async () => {
    await renderStep({ position: 1, total: 3, onSkipRemaining: null });
    await expect.element(nextButton()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Skip remaining codes' })).not.toBeInTheDocument();
  });

  test.each(['continue', 'skip'] as const)('while saving (%s) the button pressed says "Saving..." and the others wait', async (saving) => {
    await renderStep({ position: 2, total: 2, onSkipRemaining: () => {}, saving });
    await expect.element(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    if (saving === 'continue') await expect.element(page.getByRole('button', { name: 'Skip remaining codes' })).toBeDisabled();
    else await expect.element(page.getByRole('button', { name: 'Continue', exact: true })).toHaveAttribute('aria-disabled', 'true');
  });
});
