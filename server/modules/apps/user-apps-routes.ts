import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userApp, userAppCreateBody } from '#contract/apps/schema.ts';
import { errorAnswers, idParams, messageBody } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { addUserApp, listUserApps, removeUserApp } from './user-apps.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { asAnswer } from '#server/lib/json-text.ts';

const route = routeSchemas({ tags: ['apps'], bearer: true, errors: errorAnswers(401, 404, 409, 422) });

export const userAppRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.get('/', route('Your apps, each with its app', { response: { 200: z.array(userApp) } }), async (request) =>
    asAnswer(await listUserApps(db, callerOf(request).userId)),
  );

  server.post('/', route('Add an app to your apps', { body: userAppCreateBody, response: { 201: userApp } }), async (request, reply) =>
    reply.code(201).send(await addUserApp(db, callerOf(request).userId, request.body)),
  );

  server.delete(
    '/:id',
    route('Remove an app from your apps; your referral code for it leaves the marketplace', { params: idParams, response: { 200: messageBody } }),
    async (request) => {
      await removeUserApp(db, callerOf(request).userId, request.params.id);
      return { message: 'App removed from your apps' };
    },
  );
};
