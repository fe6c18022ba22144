import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginHint } from '#contract/admin/schema.ts';
import { errorBody } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { NotFoundError } from '#server/lib/errors.ts';

/** Development only: the default administrator's sign-in, for the hint on the admin login screen. */
export const adminHintRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { devAdminHint }) => {
  app.get(
    '/admin-login-hint',
    { schema: { tags: ['admin'], summary: 'Development sign-in hint for the admin login screen', response: { 200: adminLoginHint, 404: errorBody } } },
    async () => {
      if (!devAdminHint) throw new NotFoundError('There is no development administrator on this server');
      return devAdminHint;
    },
  );
};
