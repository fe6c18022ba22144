import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingKeyParams, systemSetting, systemSettingUpdateBody } from '#contract/admin/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { listSettings } from '#server/modules/settings/service.ts';
import { adminErrors, adminSecurity } from '../route-errors.ts';
import { updateSettingAudited } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/system-settings',
    { schema: { tags: ['admin'], summary: 'Every system setting', security: adminSecurity, response: { 200: z.array(systemSetting), ...adminErrors } } },
    async () => listSettings(db),
  );

  app.put(
    '/system-settings/:key',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a system setting',
        security: adminSecurity,
        params: settingKeyParams,
        body: systemSettingUpdateBody,
        response: { 200: systemSetting, ...adminErrors },
      },
    },
    async (request) => updateSettingAudited(db, callerOf(request).userId, request.params.key, request.body),
  );
};
