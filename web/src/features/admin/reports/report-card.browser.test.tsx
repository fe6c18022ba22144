/**
 * A report card in the Reports tab: the decision form (a resolution is required, a dismissal takes
 * no action, code actions need a code), the team's message, Restore code and the evidence. What it
 * sends is read at the faked fetch.
 */
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { AdminReport } from '#contract/admin/reports/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { anAdminReport, MONZO_TERMS } from '#web/test/test-admin-reports.ts';
import { ReportCard } from './report-card.tsx';

const decide = () => page.getByRole('region', { name: 'Decide' });
const actionSelect = () => decide().getByRole('combobox', { name: 'Action' });

/** An administrator has the report on screen; PATCH answers it decided as asked. */
async function showReport(report: AdminReport = anAdminReport(), script: (server: ReturnType<typeof fakeApi>) => void = () => {}) {
  localStorage.setItem('adminToken', 'admin-token');
  const server = fakeApi()
    .on('PATCH', `/api/admin/reports/${report.id}`, ({ body }) =>
      Response.json({ ...report, ...(body as object), decided_by: 'admin', resolved_at: '2026-03-03T09:00:00.000Z' }),
    )
    .on('POST', `/api/admin/reports/${report.id}/messages`, () => Response.json(report));
  script(server);
  await renderInApp(<ReportCard report={report} />);
  return { server, decisions: () => server.calls('PATCH', `/api/admin/reports/${report.id}`).map((request) => request.body) };
}

const optionLabels = async () =>
  [...actionSelect().element().querySelectorAll('option')].map((option) => `${option.textContent}${option.disabled ? ' (off)' : ''}`);

describe('the decision form', () => {
  test('the resolution is required: nothing is sent without it, and focus goes to it', async () => {
    const { decisions } = await showReport();
    await decide().getByRole('button', { name: 'Resolve report' }).click();
    await expect.element(decide().getByText('Resolution is required')).toBeVisible();
    await expect.element(decide().getByLabelText('Resolution')).toHaveFocus();
    await expect.element(decide().getByLabelText('Resolution')).toHaveAttribute('aria-invalid', 'true');
    expect(decisions()).toEqual([]);
  });

  test('resolving sends the status, the resolution and the chosen action', async () => {
    const { decisions } = await showReport();
    expect(await optionLabels()).toEqual(['No action', 'Pause the code', 'Withdraw the code', 'Deactivate the reported member']);
    await decide().getByLabelText('Resolution').fill('  The code was dead; it is paused until Sam replaces it.  ');
    await actionSelect().selectOptions('Pause the code');
    await decide().getByRole('button', { name: 'Resolve report' }).click();
    await expect.element(page.getByRole('status').getByText('Report resolved')).toBeVisible();
    expect(decisions()).toEqual([{ status: 'RESOLVED', resolution: 'The code was dead; it is paused until Sam replaces it.', action: 'PAUSE_CODE' }]);
  });

  test('dismissing offers no action but "No action", and sends NONE', async () => {
    const { decisions } = await showReport();
    await actionSelect().selectOptions('Withdraw the code');
    await decide().getByRole('radio', { name: 'Dismiss' }).click();
    await expect.element(actionSelect()).toHaveValue('NONE');
    expect(await optionLabels()).toEqual(['No action']);
    await expect.element(decide().getByText('A dismissal takes no action.')).toBeVisible();
    await decide().getByLabelText('Resolution').fill('The code worked when we tried it.');
    await decide().getByRole('button', { name: 'Dismiss report' }).click();
    await expect.element(page.getByRole('status').getByText('Report dismissed')).toBeVisible();
    expect(decisions()).toEqual([{ status: 'DISMISSED', resolution: 'The code worked when we tried it.', action: 'NONE' }]);
  });

  test('a match without its code cannot have it paused or withdrawn', async () => {
    await showReport(anAdminReport({ match: { referral_code_id: null, code: null, referral_link: null, code_status: null } }));
    expect(await optionLabels()).toEqual(['No action', 'Pause the code (off)', 'Withdraw the code (off)', 'Deactivate the reported member']);
    await expect.element(decide().getByText('The match no longer has a referral code to pause or withdraw.')).toBeVisible();
  });

  test("the server's refusal is said in its words, and the form stays", async () => {
    const report = anAdminReport();
    const { server } = await showReport(report);
    server.on('PATCH', `/api/admin/reports/${report.id}`, { status: 409, body: { detail: 'This report has already been decided' } });
    await decide().getByLabelText('Resolution').fill('Upheld.');
    await decide().getByRole('button', { name: 'Resolve report' }).click();
    await expect.element(page.getByRole('alert').getByText('This report has already been decided')).toBeVisible();
    await expect.element(decide().getByLabelText('Resolution')).toHaveValue('Upheld.');
  });
});

describe('the card', () => {
  test('an open report: the match, both parties with their records, the thread, and both forms, all labelled', async () => {
    await showReport();
    const card = page.getByRole('article', { name: 'Monzo: The code did not work' });
    await expect.element(card.getByText('Opened 2 Mar 2026, 10:15 by bella, the referee')).toBeVisible();
    await expect.element(card.getByText('https://monzo.me/sam123')).toBeVisible();
    const sam = card.getByLabelText('sam’s track record');
    await expect.element(sam.getByText('75%')).toBeVisible();
    await expect.element(sam.getByText('4.2 out of 5')).toBeVisible();
    await expect.element(card.getByLabelText('bella’s track record').getByText('Too few matches')).toBeVisible();
    await expect.element(card.getByText('The app said the code was not valid.')).toBeVisible();
    await expect.element(card.getByRole('region', { name: 'Write to both parties' })).toBeVisible();
    await expectAccessible();
  });

  test('a decided report shows its decision, its action in words and who decided, and no forms', async () => {
    await showReport(
      anAdminReport({
        status: 'RESOLVED',
        resolution: 'Paused until the link is replaced.',
        action: 'PAUSE_CODE',
        decided_by: 'admin',
        resolved_at: '2026-03-03T09:00:00.000Z',
        match: { code_status: 'PAUSED' },
      }),
    );
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect.element(decision.getByText('Paused until the link is replaced.')).toBeVisible();
    await expect.element(decision.getByText('The referral code was paused')).toBeVisible();
    await expect.element(decision.getByText('3 Mar 2026, 09:00 by admin')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Decide' })).not.toBeInTheDocument();
    await expect.element(page.getByText('Paused', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test('the team writes to both parties: at least 10 characters, then sent', async () => {
    const report = anAdminReport();
    const { server } = await showReport(report);
    const write = page.getByRole('region', { name: 'Write to both parties' });
    await write.getByLabelText('Message to both parties').fill('Thanks');
    await write.getByRole('button', { name: 'Send message' }).click();
    await expect.element(write.getByText('Message must be at least 10 characters')).toBeVisible();
    await write.getByLabelText('Message to both parties').fill('Please send a screenshot of the error.');
    await write.getByRole('button', { name: 'Send message' }).click();
    await expect.element(page.getByRole('status').getByText('Message sent')).toBeVisible();
    await expect.element(write.getByLabelText('Message to both parties')).toHaveValue('');
    expect(server.calls('POST', `/api/admin/reports/${report.id}/messages`).map((request) => request.body)).toEqual([
      { message: 'Please send a screenshot of the error.' },
    ]);
  });

  test('Restore code asks first, then puts the paused code back on offer', async () => {
    const report = anAdminReport({ match: { code_status: 'PAUSED' } });
    const codeId = report.match.referral_code_id!;
    const { server } = await showReport(report);
    server.on('POST', `/api/admin/referral-codes/${codeId}/restore`, { body: { id: codeId, status: 'ASSIGNED' } });
    await page.getByRole('button', { name: 'Restore code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this code?' });
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await dialog.getByRole('button', { name: 'Restore code' }).click();
    await expect.element(page.getByRole('status').getByText('Code restored: it is on offer again')).toBeVisible();
    expect(server.calls('POST', `/api/admin/referral-codes/${codeId}/restore`)).toHaveLength(1);
  });
});

// A 1×1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);

test('evidence is fetched with the admin token and opens full size', async () => {
  const report = anAdminReport({
    evidence: [
      {
        id: '90000000-0000-4000-8000-000000000001',
        author: 'referee',
        author_name: 'bella',
        content_type: 'image/png',
        width: 1,
        height: 1,
        bytes: PNG.length,
        created_at: '2026-03-02T10:16:00.000Z',
      },
    ],
  });
  const evidencePath = `/api/admin/reports/${report.id}/evidence/90000000-0000-4000-8000-000000000001`;
  await showReport(report, (server) => server.on('GET', evidencePath, () => new Response(PNG, { headers: { 'Content-Type': 'image/png' } })));
  await page.getByRole('button', { name: 'Screenshot from bella (referee), open full size' }).click();
  const dialog = page.getByRole('dialog', { name: 'Screenshot from bella (referee)' });
  await expect.element(dialog.getByRole('img', { name: 'Screenshot from bella (referee)' })).toBeVisible();
  const sent = vi.mocked(window.fetch).mock.calls.filter(([input]) => String(input).endsWith(evidencePath));
  expect(sent.length).toBeGreaterThan(0);
  for (const [, init] of sent) expect(init?.headers).toMatchObject({ Authorization: 'Bearer admin-token' });
});

describe('a reward reported missing', () => {
  test('shows the offer the match was claimed on beside the app’s offer now, each change marked', async () => {
    await showReport(
      anAdminReport({
        reason: 'REWARD_NOT_RECEIVED',
        match: {
          terms_at_claim: { ...MONZO_TERMS, qualifying_spend_amount_pence: 5000, terms_conditions: 'New customers only.' },
          current_terms: { ...MONZO_TERMS, referee_reward_amount_pence: 500, qualifying_spend_amount_pence: 5000, terms_conditions: 'Anyone.' },
        },
      }),
    );
    const offer = page.getByRole('region', { name: 'The offer: when claimed and now' });
    await expect.element(offer.getByText('The app’s offer has changed since the match was claimed.')).toBeVisible();
    const row = (name: string) => offer.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect.element(row('Referee reward')).toMatchTextContent(/^Referee rewardChanged£10£5$/);
    await expect.element(row('Referrer reward')).toMatchTextContent(/^Referrer reward£20£20$/);
    await expect.element(row('Qualifying spend')).toMatchTextContent(/^Qualifying spend£50£50$/);
    await expect.element(row('Reward waiting period')).toMatchTextContent(/^Reward waiting period25 days25 days$/);
    await expect.element(row('Terms and conditions')).toMatchTextContent(/^Terms and conditionsChangedNew customers only\.Anyone\.$/);
    await expectAccessible();
  });

  test('says so when nothing changed', async () => {
    await showReport(anAdminReport({ reason: 'REWARD_NOT_RECEIVED' }));
    await expect.element(page.getByText('The app’s offer is as it was when the match was claimed.')).toBeVisible();
    await expect.element(page.getByText('Changed', { exact: true })).not.toBeInTheDocument();
  });

  test('is not shown for a report about something else', async () => {
    await showReport(anAdminReport({ reason: 'CODE_DID_NOT_WORK' }));
    await expect.element(page.getByRole('region', { name: 'Decide' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'The offer: when claimed and now' })).not.toBeInTheDocument();
  });
});
