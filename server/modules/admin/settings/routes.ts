import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paidFeaturesImpact, settingKeyParams, systemSetting, systemSettingUpdateBody } from '#contract/admin/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { listSettings } from '#server/modules/settings/service.ts';
import { adminErrors } from '../route-errors.ts';
import { paidFeaturesImpact as impactOfPaidFeatures, updateSettingAudited } from './service.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

const route = routeSchemas({ tags: ['admin'], bearer: true, errors: adminErrors });

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get('/system-settings', route('Every system setting', { response: { 200: z.array(systemSetting) } }), async () => listSettings(db));

  app.get(
    '/system-settings/paid_features_enabled/impact',
    route('Who the paid-features switch changes things for: Free members (and those who have used its matches) and Premium members', {
      response: { 200: paidFeaturesImpact },
    }),
    async () => impactOfPaidFeatures(db),
  );

  app.put(
    '/system-settings/:key',
    route('Change a system setting', { params: settingKeyParams, body: systemSettingUpdateBody, response: { 200: systemSetting } }),
    async (request) => updateSettingAudited(db, callerOf(request).userId, request.params.key, request.body),
  );
};
