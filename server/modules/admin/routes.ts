import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBody, adminSignInLinkBody, adminTokenResponse } from '#contract/admin/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { signInsPerAddress } from '../auth/address-limits.ts';
import { answerSignIn, answerSignInLink } from '../auth/sign-in-route.ts';
import { aiSuggestionRoutes } from './ai-suggestions/routes.ts';
import { appsAdminRoutes } from './apps/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { reportAdminRoutes } from './reports/routes.ts';
import { reviewAdminRoutes } from './reviews/routes.ts';
import { flagAdminRoutes } from './flags/routes.ts';
import { supportAdminRoutes } from './support/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { userAdminRoutes } from './users/routes.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

const openRoute = routeSchemas({ tags: ['admin'], errors: errorAnswers(400, 401, 403, 404, 422, 429) });

export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, options) => {
  // The areas below get the context, not this plugin's own prefix (they would nest it twice).
  const { prefix: _prefix, ...context } = options as AppContext & { prefix?: string };
  const { signInLimits } = context;
  app.post(
    '/login',
    openRoute(
      'Administrator sign-in',
      { body: adminLoginBody, response: { 200: adminTokenResponse } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request, reply) =>
      answerSignIn(context, request, reply, { scope: 'admin', identifier: request.body.username, password: request.body.password, otp: request.body.otp }),
  );

  app.post(
    '/sign-in-link',
    openRoute(
      'Open an administrator’s sign-in link (sent while the account refuses unknown browsers): signs this browser in and trusts it',
      { body: adminSignInLinkBody, response: { 200: adminTokenResponse } },
      { config: { rateLimit: signInsPerAddress(signInLimits.attemptsPerClientPerMinute) } },
    ),
    async (request, reply) => answerSignInLink(context, request, reply, 'admin', request.body.token, request.body.otp),
  );

  // Every other admin route: an active administrator's admin token (401 without one, 403 for anyone else).
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.requireAdmin);
    await scope.register(secondFactorRoutes, context);
    await scope.register(settingsRoutes, context);
    await scope.register(appsAdminRoutes, context);
    await scope.register(aiSuggestionRoutes, context);
    await scope.register(userAdminRoutes, context);
    await scope.register(auditRoutes, context);
    await scope.register(reportAdminRoutes, context);
    await scope.register(reviewAdminRoutes, context);
    await scope.register(flagAdminRoutes, context);
    await scope.register(supportAdminRoutes, context);
  });
};
