import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '#contract/dashboard/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { readDashboard } from './service.ts';
import { limitedReadAnswers } from '#server/plugins/member-read-limits.ts';

const route = routeSchemas({ tags: ['dashboard'], bearer: true, errors: errorAnswers(401, 404) });

export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db, memberReadLimits }) => {
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/',
    route(
      'Everything the dashboard first shows, in one answer: each member is the answer of the call it is named after (GET /api/auth/me, /api/user-apps, /api/referral-codes/mine, /api/public/apps, /api/referral-codes/available, /api/matches/mine, /api/matches/waiting, /api/matches/opportunities?limit=6, /api/reports/mine, /api/notifications/unread-count, and /api/subscription/status while paid features are on)',
      { response: { 200: dashboard, ...limitedReadAnswers } },
      memberReadLimits.routeHooks('GET /api/dashboard'),
    ),
    async (request) => asAnswer(await readDashboard(db, callerOf(request).userId)),
  );
};
