import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFlagsQuery, flagDecisionBody, referralFlag, referralFlagPage } from '#contract/admin/flags/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors } from '../route-errors.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { listFlags } from './queue.ts';
import { cancelFlaggedMatch, clearFlag } from './service.ts';

/** Matches flagged as possible self-referrals, as the team decides them (docs/decisions/admin.md, "Self-referral flags"). */
const route = routeSchemas({ tags: ['admin: flags'], bearer: true, errors: adminErrors });

export const flagAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/flags',
    route(
      'Flagged matches, with the signs found and the internet addresses both accounts used: OPEN (the longest waiting first), CLEARED or CANCELLED, 20 a page',
      {
        querystring: adminFlagsQuery,
        response: { 200: referralFlagPage },
      },
    ),
    async (request) => asAnswer(await listFlags(db, request.query)),
  );

  app.post(
    '/flags/:id/clear',
    route('Clear a flag: the match goes on (audited)', { params: idParams, body: flagDecisionBody, response: { 200: referralFlag } }),
    async (request) => asAnswer(await clearFlag(db, callerOf(request).userId, request.params.id, request.body.reason)),
  );

  app.post(
    '/flags/:id/cancel',
    route('Cancel a flagged match if still under way and pause its code (audited)', {
      params: idParams,
      body: flagDecisionBody,
      response: { 200: referralFlag },
    }),
    async (request) => asAnswer(await cancelFlaggedMatch(db, callerOf(request).userId, request.params.id, request.body.reason)),
  );
};
