/**
 * /support: the contact form (checked with the contract's schema, sent, then the request's page),
 * the server's refusal in its words, the Premium note, and the person's requests.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SUPPORT_TOO_MANY_WAITING } from '#contract/support/rules.ts';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aSupportRequest, aSupportSummary } from '#web/test/test-support.ts';
import { aUser } from '#web/test/test-users.ts';
import { NO_SUPPORT_REQUESTS_TEXT, SupportScreen } from './support-screen.tsx';

const form = () => page.getByRole('region', { name: 'Contact support' });
const list = () => page.getByRole('region', { name: 'My support requests' });

function showSupport(requests = [aSupportSummary()], user = aUser()) {
  signIn();
  const server = fakeApi().on('GET', '/api/support/requests/mine', { body: requests }).on('GET', '/api/auth/me', { body: user });
  return { server, rendered: renderInApp(<SupportScreen />, { path: '/support', screens: { '/support/:id': <p>The request’s page</p> } }) };
}

describe('contacting support', () => {
  test('checks the subject and the message before sending, then sends them and opens the request', async () => {
    const { server, rendered } = showSupport([]);
    await rendered;
    const sent = aSupportRequest({ subject: 'Where is my bonus?' });
    server.on('POST', '/api/support/requests', { status: 201, body: sent });

    await form().getByRole('button', { name: 'Send to support' }).click();
    await expect.element(form().getByText('Subject must be at least 3 characters')).toBeVisible();
    await expect.element(form().getByText('Message must be at least 10 characters')).toBeVisible();
    await expect.element(form().getByLabelText('Subject')).toHaveFocus();
    expect(server.calls('POST', '/api/support/requests')).toEqual([]);

    await form().getByLabelText('Subject').fill('Where is my bonus?');
    await form().getByLabelText('Message').fill('I signed up to Monzo on 1 March and nothing has come.');
    await form().getByRole('button', { name: 'Send to support' }).click();
    await expect.element(page.getByText('The request’s page')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Your message is with our support team')).toBeVisible();
    expect(server.calls('POST', '/api/support/requests').map((request) => request.body)).toEqual([
      { subject: 'Where is my bonus?', message: 'I signed up to Monzo on 1 March and nothing has come.', match_id: null },
    ]);
  });

  test('says the server’s refusal above the button and stays on the form', async () => {
    const { server, rendered } = showSupport();
    await rendered;
    server.on('POST', '/api/support/requests', { status: 409, body: { detail: SUPPORT_TOO_MANY_WAITING } });
    await form().getByLabelText('Subject').fill('Another question');
    await form().getByLabelText('Message').fill('One more thing I need help with.');
    await form().getByRole('button', { name: 'Send to support' }).click();
    await expect.element(form().getByText(SUPPORT_TOO_MANY_WAITING)).toBeVisible();
    await expect.element(form().getByLabelText('Subject')).toHaveValue('Another question');
  });

  test('tells a Premium member their requests go first, while paid plans are on', async () => {
    const { rendered } = showSupport([], aUser({ subscription_status: 'PREMIUM', paid_features_enabled: true }));
    await rendered;
    await expect.element(form().getByText('As a Premium member, your requests go to the front of our queue.')).toBeVisible();
  });

  test('says nothing of priority to a Premium member while paid plans are off', async () => {
    const { rendered } = showSupport([], aUser({ subscription_status: 'PREMIUM', paid_features_enabled: false }));
    await rendered;
    await expect.element(list().getByText(NO_SUPPORT_REQUESTS_TEXT)).toBeVisible();
    await expect.element(page.getByText(/Premium member/)).not.toBeInTheDocument();
  });
});

describe('My support requests', () => {
  test('lists each request with its subject, status, what it is about, when and its priority, linking to its page', async () => {
    const answered = aSupportSummary({
      subject: 'Monzo bonus missing',
      status: 'ANSWERED',
      app_name: 'Monzo',
      match_id: '10000000-0000-4000-8000-000000000001',
      priority: true,
      created_at: '2025-03-05T09:00:00.000Z',
    });
    const closed = aSupportSummary({ subject: 'Changing my e-mail', status: 'CLOSED', created_at: '2025-02-01T09:00:00.000Z' });
    const { rendered } = showSupport([answered, closed]);
    await rendered;
    await expect.element(list().getByRole('link', { name: 'Monzo bonus missing' })).toHaveAttribute('href', `/support/${answered.id}`);
    expect(
      list()
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([
      'Monzo bonus missingAnsweredYour Monzo referral · Sent on 5 Mar 2025Premium · priority',
      'Changing my e-mailClosedNo particular referral · Sent on 1 Feb 2025',
    ]);
    await expectAccessible();
  });
});
