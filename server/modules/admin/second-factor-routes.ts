import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { secondFactorEnableBody, secondFactorEnabled, secondFactorSetup, secondFactorState } from '#contract/admin/schema.ts';
import type { AppContext } from '#server/context.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { enableSecondFactor, secondFactorStateOf, setUpSecondFactor } from '../auth/second-factor.ts';
import { adminErrors } from './route-errors.ts';

const route = routeSchemas({ tags: ['admin'], bearer: true, errors: adminErrors });

/** The signed-in administrator's own second factor (docs/decisions/admin.md, "A second factor"). */
export const secondFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, secondFactorBox }) => {
  app.get('/2fa', route('Whether your second factor is on, and whether you must set one up', { response: { 200: secondFactorState } }), async (request) =>
    secondFactorStateOf(db, secondFactorBox, callerOf(request).userId, config.env === 'production'),
  );

  app.post(
    '/2fa/setup',
    route('Start setting up a second factor: a new secret for your authenticator app (scan the QR code, or type the secret)', {
      response: { 200: secondFactorSetup },
    }),
    async (request) => setUpSecondFactor(db, secondFactorBox, callerOf(request).userId),
  );

  app.post(
    '/2fa/enable',
    route('Turn the second factor on with a code from the app: answers ten single-use recovery codes, shown this once', {
      body: secondFactorEnableBody,
      response: { 200: secondFactorEnabled },
    }),
    async (request) => enableSecondFactor(db, secondFactorBox, callerOf(request).userId, request.body.code),
  );
};
