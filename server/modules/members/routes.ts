import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member, review, reviewBody, reviewPage, reviewReplyBody, reviewsQuery, usernameParams } from '#contract/members/schema.ts';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { createReview, replyToReview } from './reviews.ts';
import { getMember, listMemberReviews } from './service.ts';

const errors = errorAnswers(401, 404, 409, 422);
const tags = ['members'];
const security = [{ bearer: [] }];

/** Members' pages and reviews, for any signed-in person; nothing private is in them. */
export const memberRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/members/:username',
    { schema: { tags, summary: 'A member’s track record and newest reviews', security, params: usernameParams, response: { 200: member, ...errors } } },
    async (request) => getMember(db, request.params.username),
  );

  server.get(
    '/members/:username/reviews',
    { schema: { tags, summary: 'A page of a member’s reviews, newest first', security, params: usernameParams, querystring: reviewsQuery, response: { 200: reviewPage, ...errors } } },
    async (request) => listMemberReviews(db, request.params.username, request.query.page),
  );

  server.post(
    '/matches/:id/review',
    {
      schema: {
        tags,
        summary: 'Rate the other party of your completed match, once (1 to 5, with an optional comment)',
        security,
        params: idParams,
        body: reviewBody,
        response: { 201: review, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createReview(db, callerOf(request).userId, request.params.id, request.body)),
  );

  server.post(
    '/reviews/:id/reply',
    { schema: { tags, summary: 'Answer a review of you, once, in public', security, params: idParams, body: reviewReplyBody, response: { 200: review, ...errors } } },
    async (request) => replyToReview(db, callerOf(request).userId, request.params.id, request.body),
  );
};
