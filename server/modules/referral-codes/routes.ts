import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idParams, messageBody } from '#contract/shared/schema.ts';
import { claimRecord } from '#contract/matches/schema.ts';
import { availableReferralCode, listLimitQuery, referralCode, referralCodeCreateBody, referralCodeUpdateBody } from '#contract/referral-codes/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { claim } from '../matches/claim.ts';
import * as codes from './service.ts';

const errors = errorAnswers(401, 402, 404, 409, 422);
const security = [{ bearer: [] }];

export const referralCodeRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.post(
    '/',
    { schema: { tags: ['referral codes'], summary: 'Share a referral link', security, body: referralCodeCreateBody, response: { 201: referralCode, ...errors } } },
    async (request, reply) => reply.code(201).send(await codes.createReferralCode(db, callerOf(request).userId, request.body)),
  );

  server.get(
    '/mine',
    { schema: { tags: ['referral codes'], summary: 'The referral codes you share', security, response: { 200: z.array(referralCode), ...errors } } },
    async (request) => codes.listMyReferralCodes(db, callerOf(request).userId),
  );

  server.get(
    '/available',
    {
      schema: {
        tags: ['referral codes'],
        summary: 'For each app you can still claim, the code a claim would hand you now',
        security,
        querystring: listLimitQuery,
        response: { 200: z.array(availableReferralCode), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return codes.listAvailableCodes(db, callerOf(request).userId, request.query.limit);
    },
  );

  server.get(
    '/claimed',
    {
      schema: { tags: ['referral codes'], summary: 'The codes you have claimed, newest first', security, querystring: listLimitQuery, response: { 200: z.array(claimRecord), ...errors } },
    },
    async (request) => codes.listClaimedCodes(db, callerOf(request).userId, request.query.limit),
  );

  server.post(
    '/claim/:id',
    { schema: { tags: ['referral codes'], summary: 'Claim this very code', security, params: idParams, response: { 201: claimRecord, ...errors } } },
    async (request, reply) => reply.code(201).send(await claim(db, callerOf(request).userId, { codeId: request.params.id })),
  );

  server.patch(
    '/:id',
    {
      schema: {
        tags: ['referral codes'],
        summary: 'Replace the link of one of your codes (a paused code goes back on offer)',
        security,
        params: idParams,
        body: referralCodeUpdateBody,
        response: { 200: referralCode, ...errors },
      },
    },
    async (request) => codes.replaceReferralLink(db, callerOf(request).userId, request.params.id, request.body),
  );

  server.delete(
    '/:id',
    {
      schema: { tags: ['referral codes'], summary: 'Stop sharing one of your codes', security, params: idParams, response: { 200: messageBody, ...errors } },
    },
    async (request) => {
      await codes.deleteReferralCode(db, callerOf(request).userId, request.params.id);
      return { message: 'Referral code deleted successfully' };
    },
  );
};
