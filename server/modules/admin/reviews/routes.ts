import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReview, adminReviewPage, adminReviewsQuery, reviewDecisionBody } from '#contract/reviews/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors } from '../route-errors.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { listAdminReviews } from './queue.ts';
import { hideReply, hideReview, keepReview } from './service.ts';

/** Reported reviews as the team decides them (docs/decisions/reports-and-support.md, "Reported reviews"). */
const route = routeSchemas({ tags: ['admin: reviews'], bearer: true, errors: adminErrors });

export const reviewAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/reviews',
    route(
      'Reviews waiting on a decision (status=REPORTED, the longest waiting first) or hidden, or with their reply hidden (status=HIDDEN, the most recent first), 20 a page, with their reports',
      {
        querystring: adminReviewsQuery,
        response: { 200: adminReviewPage },
      },
    ),
    async (request) => asAnswer(await listAdminReviews(db, request.query)),
  );

  app.post(
    '/reviews/:id/hide',
    route('Hide a review: off member pages and track records, its author told the reason (audited)', {
      params: idParams,
      body: reviewDecisionBody,
      response: { 200: adminReview },
    }),
    async (request) => asAnswer(await hideReview(db, callerOf(request).userId, request.params.id, request.body.reason)),
  );

  app.post(
    '/reviews/:id/hide-reply',
    route("Hide a review's reply alone: the review and its rating stay, the reply's author is told the reason (audited)", {
      params: idParams,
      body: reviewDecisionBody,
      response: { 200: adminReview },
    }),
    async (request) => asAnswer(await hideReply(db, callerOf(request).userId, request.params.id, request.body.reason)),
  );

  app.post(
    '/reviews/:id/keep',
    route('Keep a reported review as it is: its open reports are closed (audited)', {
      params: idParams,
      body: reviewDecisionBody,
      response: { 200: adminReview },
    }),
    async (request) => asAnswer(await keepReview(db, callerOf(request).userId, request.params.id, request.body.reason)),
  );
};
