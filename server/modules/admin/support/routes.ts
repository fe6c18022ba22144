import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSupportPage, adminSupportQuery, adminSupportReplyBody, adminSupportRequest, adminSupportUpdateBody } from '#contract/admin/support/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors } from '../route-errors.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { replyToSupportRequest, updateSupportRequest } from './service.ts';
import { listSupportQueue } from './queue.ts';
import { asAnswer } from '#server/lib/json-text.ts';

const route = routeSchemas({ tags: ['admin: support'], bearer: true, errors: adminErrors });

/** Members' support requests as the team answers them. */
export const supportAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.get(
    '/support-requests',
    route('Support requests of one status (OPEN unless asked), 20 a page: Premium first, then the oldest first; with the member and the thread', {
      querystring: adminSupportQuery,
      response: { 200: adminSupportPage },
    }),
    async (request) => asAnswer(await listSupportQueue(db, request.query)),
  );

  app.post(
    '/support-requests/:id/messages',
    route('Answer a request that is not closed: it becomes ANSWERED and the member is told (by e-mail too when they asked for it); audited', {
      params: idParams,
      body: adminSupportReplyBody,
      response: { 200: adminSupportRequest },
    }),
    async (request) => asAnswer(await replyToSupportRequest(db, mailer, callerOf(request).userId, request.params.id, request.body.message)),
  );

  app.patch(
    '/support-requests/:id',
    route('Close a request, or open a closed one again (audited)', { params: idParams, body: adminSupportUpdateBody, response: { 200: adminSupportRequest } }),
    async (request) => asAnswer(await updateSupportRequest(db, callerOf(request).userId, request.params.id, request.body)),
  );
};
