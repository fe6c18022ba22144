import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams, messageBody } from '#contract/shared/schema.ts';
import { claimBody, claimRecord, confirmReceiptBody, match, matchesMineQuery, opportunities, opportunitiesQuery, waitingRequest } from '#contract/matches/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { claim } from './claim.ts';
import * as lifecycle from './lifecycle.ts';
import { listMyMatches } from './service.ts';
import { cancelWaitingRequest, listOpportunities, listWaitingRequests } from './waiting-demand.ts';

const errors = errorAnswers(401, 402, 403, 404, 409, 422);
const security = [{ bearer: [] }];
const tags = ['matches'];

export const matchRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.post(
    '/claim',
    {
      schema: {
        tags,
        summary: 'Claim a referral code for an app: the fairest available one is handed out; with none, you wait for one (409)',
        security,
        body: claimBody,
        response: { 201: claimRecord, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await claim(db, callerOf(request).userId, { appId: request.body.app_id })),
  );

  server.get(
    '/mine',
    { schema: { tags, summary: 'Your matches, in one role or both', security, querystring: matchesMineQuery, response: { 200: z.array(match), ...errors } } },
    async (request) => listMyMatches(db, callerOf(request).userId, request.query.role, request.query.limit),
  );

  const transitions = [
    ['cancel', 'Cancel a match in progress (referee)', lifecycle.cancelMatch],
    ['mark-complete', 'Mark the sign-up complete (referee)', lifecycle.markComplete],
    ['undo-complete', 'Undo the completion before any receipt is confirmed (referee)', lifecycle.undoComplete],
  ] as const;
  for (const [action, summary, run] of transitions) {
    server.post(
      `/:id/${action}`,
      { schema: { tags, summary, security, params: idParams, response: { 200: match, ...errors } } },
      async (request) => run(db, callerOf(request).userId, request.params.id),
    );
  }

  server.post(
    '/:id/confirm-receipt',
    {
      schema: {
        tags,
        summary: 'Confirm you received your reward (either party); a ranged reward needs the amount',
        security,
        params: idParams,
        body: confirmReceiptBody,
        response: { 200: match, ...errors },
      },
    },
    async (request) => lifecycle.confirmReceipt(db, callerOf(request).userId, request.params.id, request.body ?? {}),
  );

  server.post(
    '/:id/refresh-instructions',
    { schema: { tags, summary: 'Write the instructions again from the app as it is now (referee)', security, params: idParams, response: { 200: claimRecord, ...errors } } },
    async (request) => lifecycle.refreshInstructions(db, callerOf(request).userId, request.params.id),
  );

  server.get(
    '/waiting',
    { schema: { tags, summary: 'Apps you are waiting for a code for', security, response: { 200: z.array(waitingRequest), ...errors } } },
    async (request) => listWaitingRequests(db, callerOf(request).userId),
  );

  server.delete(
    '/waiting/:id',
    { schema: { tags, summary: 'Stop waiting for a code for an app', security, params: idParams, response: { 200: messageBody, ...errors } } },
    async (request) => {
      await cancelWaitingRequest(db, callerOf(request).userId, request.params.id);
      return { message: 'You are no longer waiting for a code for this app' };
    },
  );

  server.get(
    '/opportunities',
    {
      schema: { tags, summary: 'Apps people are waiting for that you could share a code for', security, querystring: opportunitiesQuery, response: { 200: opportunities, ...errors } },
    },
    async (request) => listOpportunities(db, callerOf(request).userId, request.query.limit),
  );
};
