/**
 * /privacy as a visitor sees it, in the public layout: one h1, the date, a heading per section,
 * the links a person acts on, and no serious accessibility problem.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PublicLayout } from '#web/components/layout/layouts.tsx';
import { expectAccessible } from '#web/test/axe.ts';
import { renderInApp } from '#web/test/render.tsx';
import { PrivacyScreen } from './privacy-screen.tsx';

const SECTIONS = [
  'In short',
  'What we hold about you',
  'Who can see what',
  'Why we use it',
  'How long we keep it',
  'Your rights',
  'E-mails we send',
  'Cookies and storage in your browser',
  'Changes to this notice',
];

const renderPrivacy = () =>
  renderInApp(
    <PublicLayout>
      <PrivacyScreen />
    </PublicLayout>,
    { path: '/privacy' },
  );

describe('Privacy notice', () => {
  test('one h1, the date it was last updated, and a heading for each section', async () => {
    await renderPrivacy();
    const main = page.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(main.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
    await expect.element(main.getByText('Last updated 28 November 2026')).toBeVisible();
    expect(
      main
        .getByRole('heading', { level: 2 })
        .elements()
        .map((heading) => heading.textContent),
    ).toEqual(SECTIONS);
    expect(document.title).toBe('Privacy notice · Referral Exchange');
  });

  test('links to where each right is used, and to the regulator', async () => {
    await renderPrivacy();
    const rights = page.getByRole('region', { name: 'Your rights' });
    await expect.element(rights.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/profile');
    await expect.element(rights.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint/');
    const company = page.getByRole('navigation', { name: 'Company' });
    await expect.element(company.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    await expect.element(company.getByRole('link', { name: 'Referral disclosure' })).toHaveAttribute('href', '/disclosure');
    await expectAccessible();
  });
});
