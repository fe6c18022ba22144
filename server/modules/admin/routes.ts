import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBody, adminTokenResponse } from '../../../contract/admin.ts';
import { errorBody } from '../../../contract/common.ts';
import type { AppContext } from '../../context.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { authenticate } from '../auth/service.ts';
import { toUserDto } from '../auth/user-dto.ts';
import { isPaidFeaturesEnabled } from '../settings/service.ts';
import { aiSuggestionRoutes } from './ai-suggestions/routes.ts';
import { appsAdminRoutes } from './apps/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { userAdminRoutes } from './users/routes.ts';

export const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, options) => {
  // The areas below get the context, not this plugin's own prefix (they would nest it twice).
  const { prefix: _prefix, ...context } = options as AppContext & { prefix?: string };
  const { db, tokens, loginThrottle } = context;
  app.post(
    '/login',
    { schema: { tags: ['admin'], summary: 'Administrator sign-in', body: adminLoginBody, response: { 200: adminTokenResponse, ...errors } } },
    async (request) => {
      const { username, password } = request.body;
      const account = `admin:${username}`;
      loginThrottle.admit(request.ip, account);
      try {
        const row = await authenticate(db, 'username_or_email', username, password, { adminOnly: true }).catch((error: unknown) => {
          // Whether the account is unknown, the password wrong or the account no admin: one answer.
          if (error instanceof UnauthorizedError) throw new UnauthorizedError(INVALID_ADMIN_CREDENTIALS);
          throw error;
        });
        loginThrottle.recordSuccess(account);
        const accessToken = await tokens.issue({ userId: row.id, scope: 'admin' });
        return { access_token: accessToken, token_type: 'bearer' as const, user: toUserDto(row, await isPaidFeaturesEnabled(db)) };
      } catch (error) {
        loginThrottle.recordFailure(account);
        throw error;
      }
    },
  );

  // Every other admin route: an active administrator's admin token (401 without one, 403 for anyone else).
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.requireAdmin);
    await scope.register(settingsRoutes, context);
    await scope.register(appsAdminRoutes, context);
    await scope.register(aiSuggestionRoutes, context);
    await scope.register(userAdminRoutes, context);
    await scope.register(auditRoutes, context);
  });
};
