/**
 * The Support tab: the queue waiting for an answer by default (Premium marked), the status filter
 * in the address and the request, the team's reply and closing, each taking the request out of the
 * status shown.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { fakeApi } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aSupportMessage, aSupportPage, anAdminSupportRequest } from '#web/test/test-support.ts';
import { SupportPanel } from './support-panel.tsx';

const QUEUE = '/api/admin/support-requests';
const listQueries = (server: ReturnType<typeof fakeApi>) => server.calls('GET', QUEUE).map((request) => Object.fromEntries(request.query));

describe('the Support tab', () => {
  test('opens on the requests waiting for an answer, Premium ones marked; the filter asks for each status', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const premium = anAdminSupportRequest({
      subject: 'Bonus missing',
      priority: true,
      app_name: 'Monzo',
      match_id: '10000000-0000-4000-8000-000000000001',
      match_status: 'USER_MARKED_DONE',
    });
    const free = anAdminSupportRequest({ subject: 'Change my e-mail' });
    const server = fakeApi().on('GET', QUEUE, ({ query }) => Response.json(aSupportPage(query.get('status') === 'OPEN' ? [premium, free] : [])));
    await renderInApp(<SupportPanel />, { path: '/?tab=support' });

    const card = page.getByRole('article', { name: 'Bonus missing' });
    await expect.element(card.getByText('Premium · priority')).toBeVisible();
    await expect.element(card.getByText('About: Their Monzo referral (awaiting reward)')).toBeVisible();
    await expect.element(page.getByRole('article', { name: 'Change my e-mail' }).getByText('Premium · priority')).not.toBeInTheDocument();
    await expect.element(page.getByText('Showing 1-2 of 2 support requests')).toBeVisible();
    await expectAccessible();

    await page.getByRole('combobox', { name: 'Status' }).selectOptions('Closed');
    await expect.element(page.getByText('No closed requests.')).toBeVisible();
    expect(listQueries(server)).toEqual([
      { page: '1', limit: '10', status: 'OPEN' },
      { page: '1', limit: '10', status: 'CLOSED' },
    ]);
  });

  test('the team’s reply is sent and the answered request leaves the queue', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const request = anAdminSupportRequest();
    let queue = [request];
    const server = fakeApi()
      .on('GET', QUEUE, () => Response.json(aSupportPage(queue)))
      .on('POST', `${QUEUE}/${request.id}/messages`, () => {
        queue = [];
        return Response.json({ ...request, status: 'ANSWERED', messages: [...request.messages, aSupportMessage({ author: 'team' })] });
      });
    await renderInApp(<SupportPanel />, { path: '/?tab=support' });
    const reply = page.getByRole('region', { name: 'Reply to the member' });
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect.element(reply.getByText('Message must be at least 10 characters')).toBeVisible();
    await reply.getByLabelText('Your reply').fill('The bank pays within 60 days.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect.element(page.getByText('No requests waiting for an answer: the queue is empty.')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Reply sent')).toBeVisible();
    await expect.element(page.getByText('No requests waiting for an answer: the queue is empty.')).toHaveFocus();
    expect(server.calls('POST', `${QUEUE}/${request.id}/messages`).map((call) => call.body)).toEqual([{ message: 'The bank pays within 60 days.' }]);
  });

  test('closes a request, and reopens a closed one', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const open = anAdminSupportRequest({ subject: 'Close me' });
    const closed = anAdminSupportRequest({ subject: 'Reopen me', status: 'CLOSED' });
    const server = fakeApi()
      .on('GET', QUEUE, ({ query }) => Response.json(aSupportPage(query.get('status') === 'CLOSED' ? [closed] : [open])))
      .on('PATCH', `${QUEUE}/${open.id}`, { body: { ...open, status: 'CLOSED' } })
      .on('PATCH', `${QUEUE}/${closed.id}`, { body: { ...closed, status: 'OPEN' } });
    await renderInApp(<SupportPanel />, { path: '/?tab=support' });
    await page.getByRole('article', { name: 'Close me' }).getByRole('button', { name: 'Close request' }).click();
    await expect.element(page.getByRole('status').getByText('Request closed')).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOptions('Closed');
    const card = page.getByRole('article', { name: 'Reopen me' });
    await expect.element(card.getByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    await card.getByRole('button', { name: 'Reopen request' }).click();
    await expect.element(page.getByRole('status').getByText('Request reopened')).toBeVisible();
    expect(server.calls('PATCH', `${QUEUE}/${open.id}`).map((call) => call.body)).toEqual([{ status: 'CLOSED' }]);
    expect(server.calls('PATCH', `${QUEUE}/${closed.id}`).map((call) => call.body)).toEqual([{ status: 'OPEN' }]);
  });
});
