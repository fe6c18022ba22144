/** /support/{id}: the request's details and thread, the reply (sent back to the team), a closed request, and one that is not the person's. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { SupportRequest } from '#contract/support/schema.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aSupportMessage, aSupportRequest } from '#web/test/test-support.ts';
import { SupportRequestScreen } from './support-request-screen.tsx';

const messages = () => page.getByRole('region', { name: 'Messages' });

async function showRequest(request: SupportRequest) {
  signIn();
  const server = fakeApi().on('GET', `/api/support/requests/${request.id}`, { body: request });
  await renderInApp(null, { path: `/support/${request.id}`, screens: { '/support/:id': <SupportRequestScreen /> } });
  await expect.element(page.getByRole('heading', { level: 1, name: request.subject })).toBeVisible();
  return server;
}

describe('a support request', () => {
  test('shows what it is about, its priority and its thread, the team’s answer set apart', async () => {
    const request = aSupportRequest({
      status: 'ANSWERED',
      priority: true,
      app_name: 'Monzo',
      match_id: '10000000-0000-4000-8000-000000000001',
      messages: [
        aSupportMessage({ message: 'My bonus has not arrived.', created_at: '2025-03-01T10:00:00.000Z' }),
        aSupportMessage({ author: 'team', author_name: 'The Referral Exchange team', message: 'We have asked Monzo.', created_at: '2025-03-02T09:15:00.000Z' }),
      ],
    });
    await showRequest(request);
    await expect.element(page.getByRole('definition').filter({ hasText: 'Answered' })).toBeVisible();
    await expect.element(page.getByText('Your Monzo referral')).toBeVisible();
    await expect.element(page.getByText('Premium · priority')).toBeVisible();
    await expect.element(page.getByText('Our team answered. If you need more help, reply below and it goes back to them.')).toBeVisible();
    expect(
      messages()
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['You1 Mar 2025, 10:00My bonus has not arrived.', 'The Referral Exchange team2 Mar 2025, 09:15We have asked Monzo.']);
    await expect.element(page.getByRole('link', { name: 'My support requests' })).toHaveAttribute('href', '/support');
    await expectAccessible();
  });

  test('sends a reply, which goes back to the team, and shows it in the thread', async () => {
    const request = aSupportRequest({ status: 'ANSWERED' });
    const server = await showRequest(request);
    const reopened = { ...request, status: 'OPEN' as const, messages: [...request.messages, aSupportMessage({ message: 'It came today, thank you.' })] };
    server.on('POST', `/api/support/requests/${request.id}/messages`, { body: reopened }).on('GET', '/api/support/requests/mine', { body: [] });

    await messages().getByRole('button', { name: 'Send reply' }).click();
    await expect.element(messages().getByText('Message must be at least 10 characters')).toBeVisible();
    await messages().getByRole('textbox', { name: 'Your reply' }).fill('It came today, thank you.');
    await messages().getByRole('button', { name: 'Send reply' }).click();
    await expect.element(messages().getByText('It came today, thank you.')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Reply sent to our support team')).toBeVisible();
    await expect.element(page.getByText('Our support team will answer here, and we will tell you when they do.')).toBeVisible();
    expect(server.calls('POST', `/api/support/requests/${request.id}/messages`).map((call) => call.body)).toEqual([{ message: 'It came today, thank you.' }]);
  });

  test('takes no more messages once closed, and offers to contact support again', async () => {
    await showRequest(aSupportRequest({ status: 'CLOSED' }));
    await expect.element(page.getByText('This request is closed. If you still need help, contact support again.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    await expect.element(messages().getByRole('link', { name: 'Contact support again' })).toHaveAttribute('href', '/support');
  });
});

test('a request that is not the person’s says so', async () => {
  signIn();
  const id = '50000000-0000-4000-8000-999999999999';
  fakeApi().on('GET', `/api/support/requests/${id}`, { status: 404, body: { detail: 'There is no support request with that id among yours' } });
  await renderInApp(null, { path: `/support/${id}`, screens: { '/support/:id': <SupportRequestScreen /> } });
  await expect.element(page.getByText('There is no support request of yours at that address.')).toBeVisible();
});
