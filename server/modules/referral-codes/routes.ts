import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams, messageBody } from '#contract/shared/schema.ts';
import { claimRecord } from '#contract/matches/schema.ts';
import {
  availableCodesQuery,
  availableReferralCode,
  availableSummary,
  availableSummaryQuery,
  listLimitQuery,
  referralCode,
  referralCodeCreateBody,
  referralCodeUpdateBody,
} from '#contract/referral-codes/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { claim } from '../matches/claim.ts';
import * as codes from './service.ts';
import { listAvailableCodes, readAvailableSummary } from './available.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { seenFrom } from '../auth/device-cookie.ts';
import { limitedReadAnswers } from '#server/plugins/member-read-limits.ts';

const route = routeSchemas({ tags: ['referral codes'], bearer: true, errors: errorAnswers(401, 402, 404, 409, 422) });

export const referralCodeRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db, claimLimits, memberReadLimits }) => {
  server.addHook('onRequest', server.requireUser);

  server.post('/', route('Share a referral link', { body: referralCodeCreateBody, response: { 201: referralCode } }), async (request, reply) =>
    reply.code(201).send(await codes.createReferralCode(db, callerOf(request).userId, request.body)),
  );

  server.get(
    '/mine',
    route(
      'The referral codes you share',
      { response: { 200: z.array(referralCode), ...limitedReadAnswers } },
      memberReadLimits.routeHooks('GET /api/referral-codes/mine'),
    ),
    async (request) => asAnswer(await codes.listMyReferralCodes(db, callerOf(request).userId)),
  );

  server.get(
    '/available',
    route('For each app you can still claim, the code a claim would hand you now; by app name, or searched, filtered and sorted as asked', {
      querystring: availableCodesQuery,
      response: { 200: z.array(availableReferralCode) },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { limit, search, category, sort } = request.query;
      return asAnswer(await listAvailableCodes(db, callerOf(request).userId, limit, { search, category, sort }));
    },
  );

  server.get(
    '/available/summary',
    route('What the dashboard shows of the offers: the first `limit` by app name, how many there are, and the best one you can claim now', {
      querystring: availableSummaryQuery,
      response: { 200: availableSummary },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return asAnswer(await readAvailableSummary(db, callerOf(request).userId, request.query.limit));
    },
  );

  server.get(
    '/claimed',
    route('The codes you have claimed, newest first', { querystring: listLimitQuery, response: { 200: z.array(claimRecord) } }),
    async (request) => codes.listClaimedCodes(db, callerOf(request).userId, request.query.limit),
  );

  server.post(
    '/claim/:id',
    route('Claim this very code', { params: idParams, response: { 201: claimRecord, ...errorAnswers(429) } }, claimLimits.routeHooks()),
    async (request, reply) => reply.code(201).send(await claim(db, callerOf(request).userId, { codeId: request.params.id, seenFrom: seenFrom(request) })),
  );

  server.patch(
    '/:id',
    route('Change one of your codes: a new link (a paused code goes back on offer), or its number of uses (1 to 100, not below those taken)', {
      params: idParams,
      body: referralCodeUpdateBody,
      response: { 200: referralCode },
    }),
    async (request) => codes.updateReferralCode(db, callerOf(request).userId, request.params.id, request.body),
  );

  server.delete('/:id', route('Stop sharing one of your codes', { params: idParams, response: { 200: messageBody } }), async (request) => {
    await codes.deleteReferralCode(db, callerOf(request).userId, request.params.id);
    return { message: 'Referral code deleted successfully' };
  });
};
