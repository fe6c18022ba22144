import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppLogo } from './app-logo.tsx';

test('a logo that fails to load gives way to the coloured initial', async () => {
  await render(<AppLogo name="Broken Bank" logoUrl={`/api/public/logos/${'0'.repeat(64)}.webp`} />);
  await expect.element(page.getByText('B', { exact: true })).toBeVisible();
  expect(document.querySelector('img')).toBeNull();
});
