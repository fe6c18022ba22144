import { asAnswer } from '#server/lib/json-text.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import { supportMessageBody, supportRequest, supportRequestCreateBody, supportRequestSummary } from '#contract/support/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { addMemberMessage, createSupportRequest, getMySupportRequest, listMySupportRequests } from './service.ts';

const route = routeSchemas({ tags: ['support'], bearer: true, errors: errorAnswers(401, 404, 409, 422) });

/** A member's requests to the support team: only they see their own; anyone else gets 404. */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.post(
    '/requests',
    route('Contact support, about one of your matches or not; at most 3 requests waiting for an answer at once', {
      body: supportRequestCreateBody,
      response: { 201: supportRequest },
    }),
    async (request, reply) => reply.code(201).send(await createSupportRequest(db, callerOf(request).userId, request.body)),
  );

  server.get(
    '/requests/mine',
    route('Your support requests, newest first (at most 50), without their threads', { response: { 200: z.array(supportRequestSummary) } }),
    async (request) => asAnswer(await listMySupportRequests(db, callerOf(request).userId)),
  );

  server.get(
    '/requests/:id',
    route('One of your support requests, with its thread', { params: idParams, response: { 200: supportRequest } }),
    async (request) => getMySupportRequest(db, callerOf(request).userId, request.params.id),
  );

  server.post(
    '/requests/:id/messages',
    route('Write again in your request’s thread; an answered request goes back to the team (a closed one takes no more)', {
      params: idParams,
      body: supportMessageBody,
      response: { 200: supportRequest },
    }),
    async (request) => addMemberMessage(db, callerOf(request).userId, request.params.id, request.body.message),
  );
};
