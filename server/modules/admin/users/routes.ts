import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUser, adminUserDetails, adminUserList, adminUsersQuery, adminUserUpdateBody, userMetrics } from '#contract/admin/users/schema.ts';
import { errorBody, idParams } from '#contract/shared/schema.ts';
import { detailBody } from '#contract/auth/schema.ts';
import { resendVerification } from '#server/modules/auth/email-verification.ts';
import { recordAudit } from '../audit/record.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors } from '../route-errors.ts';
import { getUserDetails } from './details.ts';
import { listUsers } from './list.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { userMetrics as countUserMetrics } from './metrics.ts';
import { updateUser } from './update.ts';
import { resetSecondFactor } from './second-factor-reset.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

const route = routeSchemas({ tags: ['admin: users'], bearer: true, errors: adminErrors });

export const userAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer }) => {
  app.get(
    '/users',
    route('Users, newest first, 20 a page; search over e-mail and username, filter by plan and active state', {
      querystring: adminUsersQuery,
      response: { 200: adminUserList },
    }),
    async (request) => asAnswer(await listUsers(db, callerOf(request).userId, request.query)),
  );

  app.get('/users/metrics', route('Total, active, new this month and premium users', { response: { 200: userMetrics } }), async () => countUserMetrics(db));

  app.get(
    '/users/:id',
    route('A user with activity summary, referral codes and matches', { params: idParams, response: { 200: adminUserDetails } }),
    async (request) => getUserDetails(db, callerOf(request).userId, request.params.id),
  );

  app.post(
    '/users/:id/resend-verification',
    route('Send the user a new e-mail verification link (to the new address they asked for, if any); audited', {
      params: idParams,
      response: { 202: detailBody, 429: errorBody },
    }),
    async (request, reply) => {
      const adminId = callerOf(request).userId;
      await resendVerification(db, mailer, request.params.id, (tx) =>
        recordAudit(tx, { actorId: adminId, action: 'user.resend_verification', entityType: 'user', entityId: request.params.id, before: null, after: null }),
      );
      return reply.code(202).send({ detail: 'A new verification link is on its way to the user.' });
    },
  );

  app.post(
    '/users/:id/2fa/reset',
    route("Reset another administrator's second factor (lost phone and recovery codes): they are signed out, e-mailed, and set it up again; audited", {
      params: idParams,
      response: { 200: detailBody },
    }),
    async (request) => {
      const answer = await resetSecondFactor(db, mailer, callerOf(request).userId, request.params.id);
      app.forgetAccount(request.params.id);
      return answer;
    },
  );

  app.patch(
    '/users/:id',
    route("Change a user's email, active state, plan or admin right", { params: idParams, body: adminUserUpdateBody, response: { 200: adminUser } }),
    async (request) => {
      const updated = await updateUser(db, callerOf(request).userId, request.params.id, request.body);
      app.forgetAccount(request.params.id);
      return updated;
    },
  );
};
