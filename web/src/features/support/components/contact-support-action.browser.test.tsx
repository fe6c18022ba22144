/** A match card's "Contact support": a dialog about that match, which sends its id with the request. */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { expectAccessible } from '#web/test/axe.ts';
import { expectEscapeCloses, openDialogWith } from '#web/test/dialogs.ts';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aSupportRequest } from '#web/test/test-support.ts';
import { ContactSupportAction } from './contact-support-action.tsx';

const MATCH = { id: '10000000-0000-4000-8000-000000000042', app_name: 'Monzo' };

test('opens a dialog about the match, sends the match with the request, and opens the request', async () => {
  signIn();
  const sent = aSupportRequest({ match_id: MATCH.id, app_name: 'Monzo' });
  const server = fakeApi().on('POST', '/api/support/requests', { status: 201, body: sent });
  await renderInApp(<ContactSupportAction match={MATCH} />, { screens: { '/support/:id': <p>The request’s page</p> } });

  const { dialog } = await openDialogWith('Contact support about Monzo', 'Contact support');
  await expect.element(dialog.getByText('About your Monzo referral. Only our support team reads what you write.')).toBeVisible();
  await expectAccessible();
  await dialog.getByLabelText('Subject').fill('Bonus not paid');
  await dialog.getByLabelText('Message').fill('The referee signed up a month ago and I have nothing.');
  await dialog.getByRole('button', { name: 'Send to support' }).click();
  await expect.element(page.getByText('The request’s page')).toBeVisible();
  expect(server.calls('POST', '/api/support/requests').map((request) => request.body)).toEqual([
    { subject: 'Bonus not paid', message: 'The referee signed up a month ago and I have nothing.', match_id: MATCH.id },
  ]);
});

test('closes with Escape, handing focus back, having sent nothing', async () => {
  signIn();
  const server = fakeApi();
  await renderInApp(<ContactSupportAction match={MATCH} />);
  const { opener, dialog } = await openDialogWith('Contact support about Monzo', 'Contact support');
  await dialog.getByLabelText('Subject').fill('Never mind');
  await expectEscapeCloses(dialog, opener);
  expect(server.requests).toEqual([]);
});
