import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSupportPage, adminSupportQuery, adminSupportReplyBody, adminSupportRequest, adminSupportUpdateBody } from '#contract/admin/support/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors, adminSecurity } from '../route-errors.ts';
import { listSupportQueue, replyToSupportRequest, updateSupportRequest } from './service.ts';

const tags = ['admin: support'];

/** Members' support requests as the team answers them. */
export const supportAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.get(
    '/support-requests',
    {
      schema: {
        tags,
        summary: 'Support requests of one status (OPEN unless asked), 20 a page: Premium first, then the oldest first; with the member and the thread',
        security: adminSecurity,
        querystring: adminSupportQuery,
        response: { 200: adminSupportPage, ...adminErrors },
      },
    },
    async (request) => listSupportQueue(db, request.query),
  );

  app.post(
    '/support-requests/:id/messages',
    {
      schema: {
        tags,
        summary: 'Answer a request that is not closed: it becomes ANSWERED and the member is told (by e-mail too when they asked for it); audited',
        security: adminSecurity,
        params: idParams,
        body: adminSupportReplyBody,
        response: { 200: adminSupportRequest, ...adminErrors },
      },
    },
    async (request) => replyToSupportRequest(db, mailer, callerOf(request).userId, request.params.id, request.body.message),
  );

  app.patch(
    '/support-requests/:id',
    {
      schema: {
        tags,
        summary: 'Close a request, or open a closed one again (audited)',
        security: adminSecurity,
        params: idParams,
        body: adminSupportUpdateBody,
        response: { 200: adminSupportRequest, ...adminErrors },
      },
    },
    async (request) => updateSupportRequest(db, callerOf(request).userId, request.params.id, request.body),
  );
};
