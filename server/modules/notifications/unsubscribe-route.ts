import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_PREFERENCE_LABEL } from '#contract/notifications/rules.ts';
import { unsubscribeQuery } from '#contract/notifications/schema.ts';
import { detailBody } from '#contract/auth/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { BadRequestError } from '#server/lib/errors.ts';
import { updatePreferences } from './preferences.ts';

const UNUSABLE = 'This unsubscribe link is not valid. Choose your e-mails on your profile’s Notifications tab.';

/**
 * POST /api/unsubscribe?token=…: a notification e-mail's one-click link, without signing in. Mail
 * programs post `List-Unsubscribe=One-Click` as a form (RFC 8058); the web page posts nothing.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stop one kind of notification e-mail with the signed link an e-mail carries (RFC 8058 one-click)',
        querystring: unsubscribeQuery,
        response: { 200: detailBody, ...errorAnswers(400, 422) },
      },
    },
    async (request) => {
      const link = mailer.unsubscribe.read(request.query.token);
      if (!link) throw new BadRequestError(UNUSABLE);
      await updatePreferences(db, link.userId, { [link.kind]: false }).catch(() => {
        // The account has gone since the e-mail was sent: nothing is sent to it any more anyway.
      });
      return {
        detail: `You will no longer get e-mails about: ${NOTIFICATION_PREFERENCE_LABEL[link.kind].toLowerCase()}. You can turn them back on from your profile’s Notifications tab.`,
      };
    },
  );
};
