/**
 * /reports/{id}: the report's details and thread, the team's decision set apart once it is decided,
 * the screenshots (fetched with the token, opened full size) and the refusal of a file the server
 * would refuse, before it is sent. The server is faked at fetch.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Report } from '#contract/reports/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aReport, aReportEvidence, aReportMessage } from '#web/test/test-reports.ts';
import { ReportScreen } from './report-screen.tsx';

async function showReport(report: Report, script: (server: ReturnType<typeof fakeApi>) => void = () => {}) {
  signIn();
  const server = fakeApi().on('GET', `/api/reports/${report.id}`, { body: report });
  script(server);
  const screen = await renderInApp(null, { path: `/reports/${report.id}`, screens: { '/reports/:id': <ReportScreen /> } });
  await expect.element(page.getByRole('heading', { level: 1, name: `Report about your ${report.app_name} referral` })).toBeVisible();
  return { server, screen };
}

/** A small PNG, as the server would send a screenshot's bytes. */
async function pngBytes(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#4338ca';
  context.fillRect(0, 0, 8, 8);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
}

const messages = () => page.getByRole('region', { name: 'Messages' });
const screenshots = () => page.getByRole('region', { name: 'Screenshots' });

describe('an open report', () => {
  test('shows what it is about, who made it, and its thread with each author and time', async () => {
    const report = aReport({
      reason: 'CODE_DID_NOT_WORK',
      messages: [
        aReportMessage({ author: 'referee', author_name: 'amelia', message: 'The code was refused at sign-up.', created_at: '2025-03-01T10:00:00.000Z' }),
        aReportMessage({ author: 'referrer', author_name: 'ben', message: 'It worked for someone else last week.', created_at: '2025-03-01T11:30:00.000Z' }),
        aReportMessage({
          author: 'team',
          author_name: 'The Referral Exchange team',
          message: 'Could you both send a screenshot?',
          created_at: '2025-03-02T09:15:00.000Z',
        }),
      ],
    });
    await showReport(report);

    await expect.element(page.getByRole('definition').filter({ hasText: 'Open' })).toBeVisible();
    await expect.element(page.getByText('The code did not work')).toBeVisible();
    await expect.element(page.getByText('You (the referee)')).toBeVisible();
    const items = messages().getByRole('listitem').elements();
    expect(items.map((item) => item.textContent)).toEqual([
      'amelia (you) · Referee1 Mar 2025, 10:00The code was refused at sign-up.',
      'ben · Referrer1 Mar 2025, 11:30It worked for someone else last week.',
      'The Referral Exchange team2 Mar 2025, 09:15Could you both send a screenshot?',
    ]);
    await expect.element(messages().getByRole('textbox', { name: 'Your reply' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: /The team (resolved|dismissed)/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expectAccessible();
  });

  test('sends a reply and shows it in the thread', async () => {
    const report = aReport();
    const { server } = await showReport(report);
    const answered = { ...report, messages: [...report.messages, aReportMessage({ message: 'Here is what the app said.' })] };
    server.on('POST', `/api/reports/${report.id}/messages`, { body: answered });

    await messages().getByRole('button', { name: 'Send reply' }).click();
    await expect.element(messages().getByText('Message must be at least 10 characters')).toBeVisible();
    await messages().getByRole('textbox', { name: 'Your reply' }).fill('Here is what the app said.');
    await messages().getByRole('button', { name: 'Send reply' }).click();

    await expect.element(messages().getByText('Here is what the app said.')).toBeVisible();
    await expect.element(messages().getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    expect(server.calls('POST', `/api/reports/${report.id}/messages`).map((request) => request.body)).toEqual([{ message: 'Here is what the app said.' }]);
  });

  test('refuses a 3 MB screenshot in the browser, saying why, and sends nothing', async () => {
    const report = aReport();
    const { server } = await showReport(report);
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screenshots().getByLabelText('Add a screenshot'), big);
    await expect.element(screenshots().getByText('This file is 3 MB. Choose a screenshot of 2 MB or less.')).toBeVisible();
    await expect.element(screenshots().getByLabelText('Add a screenshot')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', `/api/reports/${report.id}/evidence`)).toEqual([]);
  });

  test('sends a screenshot as its own bytes, and shows the server’s reason when it refuses one', async () => {
    const report = aReport();
    const { server } = await showReport(report);
    server.on('POST', `/api/reports/${report.id}/evidence`, { status: 415, body: { detail: 'That file is not a PNG, JPEG or WebP image' } });
    const file = new File([await pngBytes()], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screenshots().getByLabelText('Add a screenshot'), file);
    await expect.element(screenshots().getByText('That file is not a PNG, JPEG or WebP image')).toBeVisible();
    expect(server.calls('POST', `/api/reports/${report.id}/evidence`)).toHaveLength(1);
  });

  test('shows its screenshots as thumbnails fetched with the token, each opening full size', async () => {
    const evidence = aReportEvidence({ author: 'referrer', author_name: 'ben', width: 8, height: 8 });
    const report = aReport({ evidence: [evidence] });
    const bytes = await pngBytes();
    await showReport(report, (server) =>
      server.on(
        'GET',
        `/api/reports/${report.id}/evidence/${evidence.id}`,
        () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'image/png' } }),
      ),
    );

    const thumbnail = screenshots().getByRole('button', { name: 'Open screenshot 1 from ben full size' });
    await expect.element(thumbnail).toBeEnabled();
    await thumbnail.click();
    const full = page.getByRole('dialog', { name: 'Screenshot 1' }).getByRole('img', { name: 'Screenshot 1 from ben' });
    await expect.element(full).toBeVisible();
    expect(full.element().getAttribute('src')).toMatch(/^blob:/);
    // The object URL really holds the bytes: the image decodes at their size.
    const image = full.element() as HTMLImageElement;
    await image.decode();
    expect(image.naturalWidth).toBe(8);
  });
});

describe('a decided report', () => {
  test('sets the team’s decision apart, with what was done, and takes no more messages or screenshots', async () => {
    const report = aReport({
      mine: false,
      reporter_role: 'referee',
      status: 'RESOLVED',
      resolution: 'The code no longer works, so we paused it.',
      action: 'PAUSE_CODE',
      resolved_at: '2025-03-04T12:00:00.000Z',
    });
    await showReport(report);

    const decision = page.getByRole('region', { name: 'The team resolved this report' });
    await expect.element(decision).toBeVisible();
    await expect.element(decision.getByText('The code no longer works, so we paused it.')).toBeVisible();
    await expect.element(decision.getByText('The referral code was paused.')).toBeVisible();
    await expect.element(decision.getByText('Decided on 4 Mar 2025')).toBeVisible();
    await expect.element(page.getByText('The other party (the referee)')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Add a screenshot')).not.toBeInTheDocument();
    await expect.element(page.getByText('This report is closed, so no more messages can be added.')).toBeVisible();
    await expectAccessible();
  });

  test('says nothing of an action when the team took none', async () => {
    await showReport(
      aReport({ status: 'DISMISSED', resolution: 'Both sides agree the reward arrived.', action: 'NONE', resolved_at: '2025-03-04T12:00:00.000Z' }),
    );
    const decision = page.getByRole('region', { name: 'The team dismissed this report' });
    await expect.element(decision.getByText('Both sides agree the reward arrived.')).toBeVisible();
    await expect.element(decision.getByText('No further action')).not.toBeInTheDocument();
  });
});

test('a report that is not about one of the person’s referrals says so', async () => {
  signIn();
  fakeApi().on('GET', '/api/reports/20000000-0000-4000-8000-000000000000', { status: 404, body: { detail: 'There is no report with that id' } });
  await renderInApp(null, { path: '/reports/20000000-0000-4000-8000-000000000000', screens: { '/reports/:id': <ReportScreen /> } });
  await expect.element(page.getByText('There is no report with that address about one of your referrals.')).toBeVisible();
});
