import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSummary, analyticsSummaryQuery } from '#contract/analytics/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { getAnalyticsSummary, getMatchesCsv } from './service.ts';
import { limitedReadAnswers } from '#server/plugins/member-read-limits.ts';

const route = routeSchemas({ tags: ['analytics'], bearer: true, errors: errorAnswers(401, 402, 404, 422) });

/** Premium's analytics (Premium only while paid features are on: 402 for Free). */
export const analyticsRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db, memberReadLimits }) => {
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/summary',
    route(
      'Your figures as a referrer and as a referee, from your matches: claims per week over ?weeks= (1-52, 12 when absent), funnel, rewards, days to reward, rotation places',
      {
        querystring: analyticsSummaryQuery,
        response: { 200: analyticsSummary, ...limitedReadAnswers },
      },
      memberReadLimits.routeHooks('GET /api/analytics/summary'),
    ),
    async (request) => getAnalyticsSummary(db, callerOf(request).userId, request.query.weeks),
  );

  server.get(
    '/matches.csv',
    route(
      'Your matches in both roles as a CSV file, newest claim first (at most 5,000)',
      { response: { ...limitedReadAnswers } },
      memberReadLimits.routeHooks('GET /api/analytics/matches.csv'),
    ),
    async (request, reply) => {
      const file = await getMatchesCsv(db, callerOf(request).userId);
      const day = new Date().toISOString().slice(0, 10);
      // A file of its own shape, sent as written: the answer schemas describe only the refusals.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="my-matches-${day}.csv"`)
        .send(file as never);
    },
  );
};
