import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAppAnswer, appFormBody, appPatchBody } from '#contract/admin/apps/schema.ts';
import { app as appSchema } from '#contract/apps/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors, adminSecurity } from '../route-errors.ts';
import { deleteApp } from './delete.ts';
import { listAppsWithOffers } from './list.ts';
import { appLogoRoutes } from './logo-routes.ts';
import { createApp, patchApp, replaceApp } from './write.ts';

const tags = ['admin: apps'];

export const appsAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, fetchLogo }) => {
  app.get(
    '/apps-with-offers',
    {
      schema: {
        tags,
        summary: 'Every app, active and inactive, with its offers and their figures',
        security: adminSecurity,
        response: { 200: z.array(appSchema), ...adminErrors },
      },
    },
    async () => listAppsWithOffers(db),
  );

  app.post(
    '/apps',
    {
      schema: {
        tags,
        summary: 'Create an app with its offer; a logo_url to fetch is fetched and stored (logo_problem says why when it could not be)',
        security: adminSecurity,
        body: appFormBody,
        response: { 201: adminAppAnswer, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createApp(db, fetchLogo, callerOf(request).userId, request.body)),
  );

  app.put(
    '/apps/:id',
    {
      schema: {
        tags,
        summary: 'Replace an app with the whole offer form',
        security: adminSecurity,
        params: idParams,
        body: appFormBody,
        response: { 200: adminAppAnswer, ...adminErrors },
      },
    },
    async (request) => replaceApp(db, fetchLogo, callerOf(request).userId, request.params.id, request.body),
  );

  app.patch(
    '/apps/:id',
    {
      schema: {
        tags,
        summary: "Change some of an app's fields, or only is_active (activate or deactivate)",
        security: adminSecurity,
        params: idParams,
        body: appPatchBody,
        response: { 200: adminAppAnswer, ...adminErrors },
      },
    },
    async (request) => patchApp(db, fetchLogo, callerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/apps/:id',
    {
      schema: {
        tags,
        summary: 'Delete an app with its offers and user data; matches in progress are cancelled and their parties told',
        security: adminSecurity,
        params: idParams,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await deleteApp(db, callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(appLogoRoutes, { db, fetchLogo });
};
