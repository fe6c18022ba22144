import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '#contract/auth/schema.ts';
import { passwordChangeBody, passwordChangeResponse, profileBody } from '#contract/profile/schema.ts';
import { errorAnswers, messageBody } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import * as profile from './service.ts';
import { exportMyData } from './export.ts';
import { issueSessionToken } from '../auth/sessions.ts';
import { notificationPreferences, notificationPreferencesUpdate } from '#contract/notifications/schema.ts';
import { getPreferences, updatePreferences } from '../notifications/preferences.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

/** The signed-in person's own account: name and e-mail, password, closing it (under /api/auth, as the spec names them). */
const route = routeSchemas({ tags: ['auth'], bearer: true, errors: errorAnswers(401, 403, 404, 409, 422, 429) });

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (signedIn, { db, tokens, mailer, signInThrottle, memberReadLimits }) => {
  signedIn.addHook('onRequest', signedIn.requireUser);

  signedIn.put('/profile', route('Change name and email', { body: profileBody, response: { 200: user } }), async (request) =>
    profile.updateProfile(db, mailer, callerOf(request).userId, request.body),
  );

  signedIn.put(
    '/password',
    route('Change password; every other session of the account ends, and this one continues with the new token', {
      body: passwordChangeBody,
      response: { 200: passwordChangeResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      const sessionVersion = await profile.changePassword(db, mailer, signInThrottle, userId, request.body);
      signedIn.forgetAccount(userId);
      const accessToken = await issueSessionToken(db, tokens, { id: userId, sessionVersion }, 'user', request.headers['user-agent']);
      return { message: 'Password changed successfully', access_token: accessToken };
    },
  );

  signedIn.get(
    '/notification-preferences',
    route('Which kinds of event you also get by e-mail', { response: { 200: notificationPreferences } }),
    async (request) => getPreferences(db, callerOf(request).userId),
  );

  signedIn.put(
    '/notification-preferences',
    route('Change any of them; answers all of them', { body: notificationPreferencesUpdate, response: { 200: notificationPreferences } }),
    async (request) => updatePreferences(db, callerOf(request).userId, request.body),
  );

  signedIn.get(
    '/export',
    route(
      'Download my data: one JSON file with everything the service holds about you (UK GDPR right of access)',
      { response: {} },
      memberReadLimits.routeHooks('GET /api/auth/export'),
    ),
    async (request, reply) => {
      const data = await exportMyData(db, callerOf(request).userId);
      const day = new Date().toISOString().slice(0, 10);
      // A document of its own shape, sent as written: the answer schemas describe only the refusals.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="referral-exchange-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2) as never);
    },
  );

  signedIn.delete('/account', route('Delete the account', { response: { 200: messageBody } }), async (request) => {
    const { userId } = callerOf(request);
    await profile.deleteAccount(db, userId);
    signedIn.forgetAccount(userId);
    return { message: 'Your account has been deleted' };
  });
};
