import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams, messageBody } from '#contract/shared/schema.ts';
import {
  claimBody,
  claimRecord,
  confirmReceiptBody,
  match,
  matchesMineQuery,
  matchesSummary,
  opportunities,
  opportunitiesQuery,
  waitingRequest,
} from '#contract/matches/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { limitedReadAnswers } from '#server/plugins/member-read-limits.ts';
import { claim } from './claim.ts';
import { seenFrom } from '../auth/device-cookie.ts';
import * as lifecycle from './lifecycle.ts';
import { listMyMatches, pageOfMyMatches } from './service.ts';
import { readMatchesSummary } from './summary.ts';
import { cancelWaitingRequest, listOpportunities, listWaitingRequests } from './waiting-demand.ts';

const route = routeSchemas({ tags: ['matches'], bearer: true, errors: errorAnswers(401, 402, 403, 404, 409, 422) });

export const matchRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db, claimLimits, memberReadLimits }) => {
  server.addHook('onRequest', server.requireUser);

  server.post(
    '/claim',
    route(
      'Claim a referral code for an app: the fairest available one is handed out; with none, you wait for one (409)',
      { body: claimBody, response: { 201: claimRecord, ...errorAnswers(429) } },
      claimLimits.routeHooks(),
    ),
    async (request, reply) => reply.code(201).send(await claim(db, callerOf(request).userId, { appId: request.body.app_id, seenFrom: seenFrom(request) })),
  );

  server.get(
    '/mine',
    route(
      'Your matches, in one role or both, active or finished or both, newest `limit`; with `page`, that page of them and their total in X-Total-Count',
      {
        querystring: matchesMineQuery,
        response: { 200: z.array(match), ...limitedReadAnswers },
        answerHeaders: { 200: { 'X-Total-Count': 'With `page`: how many matches there are in all, in the role asked for' } },
      },
      memberReadLimits.routeHooks('GET /api/matches/mine'),
    ),
    async (request, reply) => {
      const { page, ...asked } = request.query;
      if (page === undefined) return asAnswer(await listMyMatches(db, callerOf(request).userId, asked));
      const { matches, total } = await pageOfMyMatches(db, callerOf(request).userId, { ...asked, page });
      reply.header('X-Total-Count', total);
      return asAnswer(matches);
    },
  );

  server.get(
    '/summary',
    route("Your stat cards' figures over all your matches: Earned, Pending and Your Referrals", { response: { 200: matchesSummary } }),
    async (request) => asAnswer(await readMatchesSummary(db, callerOf(request).userId)),
  );

  const transitions = [
    ['cancel', 'Cancel a match in progress (referee)', lifecycle.cancelMatch],
    ['mark-complete', 'Mark the sign-up complete (referee)', lifecycle.markComplete],
    ['undo-complete', 'Undo the completion before any receipt is confirmed (referee)', lifecycle.undoComplete],
  ] as const;
  for (const [action, summary, run] of transitions) {
    server.post(`/:id/${action}`, route(summary, { params: idParams, response: { 200: match } }), async (request) =>
      run(db, callerOf(request).userId, request.params.id),
    );
  }

  server.post(
    '/:id/confirm-receipt',
    route('Confirm you received your reward (either party); a ranged reward needs the amount', {
      params: idParams,
      body: confirmReceiptBody,
      response: { 200: match },
    }),
    async (request) => lifecycle.confirmReceipt(db, callerOf(request).userId, request.params.id, request.body ?? {}),
  );

  server.post(
    '/:id/refresh-instructions',
    route('Write the instructions again from the app as it is now (referee)', { params: idParams, response: { 200: claimRecord } }),
    async (request) => lifecycle.refreshInstructions(db, callerOf(request).userId, request.params.id),
  );

  server.get('/waiting', route('Apps you are waiting for a code for', { response: { 200: z.array(waitingRequest) } }), async (request) =>
    asAnswer(await listWaitingRequests(db, callerOf(request).userId)),
  );

  server.delete('/waiting/:id', route('Stop waiting for a code for an app', { params: idParams, response: { 200: messageBody } }), async (request) => {
    await cancelWaitingRequest(db, callerOf(request).userId, request.params.id);
    return { message: 'You are no longer waiting for a code for this app' };
  });

  server.get(
    '/opportunities',
    route('Apps people are waiting for that you could share a code for', { querystring: opportunitiesQuery, response: { 200: opportunities } }),
    async (request) => asAnswer(await listOpportunities(db, callerOf(request).userId, request.query.limit)),
  );
};
