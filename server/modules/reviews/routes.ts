import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usernameParams } from '#contract/members/schema.ts';
import { review, reviewBody, reviewPage, reviewReplyBody, reviewReport, reviewReportBody, reviewsQuery } from '#contract/reviews/schema.ts';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { createReview, replyToReview } from './service.ts';
import { readMemberReviews } from '#server/modules/members/member-page.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { reportReview } from './report.ts';

/** Rating the other party of a completed match, replying to a review, and the pages of a member's reviews, for any signed-in person. */
const route = routeSchemas({ tags: ['reviews'], bearer: true, errors: errorAnswers(401, 404, 409, 422) });

export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/members/:username/reviews',
    route('A page of a member’s reviews, newest first', { params: usernameParams, querystring: reviewsQuery, response: { 200: reviewPage } }),
    async (request) => asAnswer(await readMemberReviews(db, request.params.username, request.query.page)),
  );

  server.post(
    '/matches/:id/review',
    route('Rate the other party of your completed match, once (1 to 5, with an optional comment)', {
      params: idParams,
      body: reviewBody,
      response: { 201: review },
    }),
    async (request, reply) => reply.code(201).send(await createReview(db, callerOf(request).userId, request.params.id, request.body)),
  );

  server.post(
    '/reviews/:id/report',
    route('Report a review, or the reply under it, to the administrators (once per review)', {
      params: idParams,
      body: reviewReportBody,
      response: { 201: reviewReport },
    }),
    async (request, reply) => reply.code(201).send(await reportReview(db, callerOf(request).userId, request.params.id, request.body)),
  );

  server.post(
    '/reviews/:id/reply',
    route('Answer a review of you, once, in public', { params: idParams, body: reviewReplyBody, response: { 200: review } }),
    async (request) => replyToReview(db, callerOf(request).userId, request.params.id, request.body),
  );
};
