/**
 * The Profile tab's Download my data: the file is fetched with the signed-in token from
 * GET /api/auth/export and handed to the browser's downloads through an object URL and a temporary
 * link, the URL revoked afterwards. The server is faked at fetch; the link's click is recorded
 * instead of downloading.
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, json, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { YourData } from './your-data.tsx';

const EXPORT = { exported_at: '2026-11-25T10:00:00.000Z', account: { email: 'ada@example.com', username: 'ada' }, apps: [] };

function exportAnswer(): Response {
  return new Response(JSON.stringify(EXPORT, null, 2), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment; filename="referral-exchange-data-2026-11-25.json"' },
  });
}

/** Records what each download link was, without letting it download. */
function watchDownloads() {
  const files = new Map<string, Blob>();
  const clicked: { href: string; download: string; inDocument: boolean }[] = [];
  const revoked: string[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file: Blob | MediaSource) => {
    const url = createObjectURL(file);
    if (file instanceof Blob) files.set(url, file);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
  return { files, clicked, revoked };
}

async function renderYourData(answer: Parameters<ReturnType<typeof fakeApi>['on']>[2]) {
  signIn();
  const server = fakeApi().on('GET', '/api/auth/export', answer);
  const downloads = watchDownloads();
  await renderInApp(<YourData />, { path: '/profile' });
  return { server, downloads, button: page.getByRole('button', { name: 'Download my data' }) };
}

describe('Download my data', () => {
  test('says what the file holds, under its heading', async () => {
    const { button } = await renderYourData(exportAnswer);
    await expect.element(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    await expect
      .element(button)
      .toHaveAccessibleDescription('One file with your account, apps, codes, matches, notifications, reports, support requests, reviews and settings.');
  });

  test('fetches the export with the signed-in token and saves it as referral-exchange-data.json', async () => {
    const { server, downloads, button } = await renderYourData(exportAnswer);
    await button.click();

    await expect.element(page.getByText('Your download has started: referral-exchange-data.json.')).toBeVisible();
    expect(server.calls('GET', '/api/auth/export')).toHaveLength(1);
    const [, init] = vi.mocked(window.fetch).mock.calls.find(([input]) => String(input).startsWith('/api/auth/export'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');

    expect(downloads.clicked).toHaveLength(1);
    const [link] = downloads.clicked;
    expect(link).toMatchObject({ download: 'referral-exchange-data.json', inDocument: true });
    expect(link!.href).toMatch(/^blob:/);
    expect(JSON.parse(await downloads.files.get(link!.href)!.text())).toEqual(EXPORT);
    // The temporary link is gone, and its URL is let go once the click has been handled.
    expect(document.querySelector('a[download]')).toBeNull();
    await expect.poll(() => downloads.revoked).toEqual([link!.href]);
    await expect.element(button).toBeEnabled();
  });

  test('a refusal is said under the button, and nothing is downloaded', async () => {
    const { downloads, button } = await renderYourData(() => json(404, { detail: 'Your account no longer exists' }));
    await button.click();

    await expect.element(page.getByRole('alert')).toMatchTextContent('Your account no longer exists');
    expect(downloads.clicked).toEqual([]);
    await expect.element(button).toBeEnabled();
  });
});
