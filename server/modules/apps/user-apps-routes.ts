import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userApp, userAppCreateBody } from '#contract/apps/schema.ts';
import { errorAnswers, idParams, messageBody } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { addUserApp, listUserApps, removeUserApp } from './user-apps.ts';

const errors = errorAnswers(401, 404, 409, 422);

export const userAppRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/',
    { schema: { tags: ['apps'], summary: 'Your apps, each with its app', security: [{ bearer: [] }], response: { 200: z.array(userApp), ...errors } } },
    async (request) => listUserApps(db, callerOf(request).userId),
  );

  server.post(
    '/',
    {
      schema: { tags: ['apps'], summary: 'Add an app to your apps', security: [{ bearer: [] }], body: userAppCreateBody, response: { 201: userApp, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await addUserApp(db, callerOf(request).userId, request.body)),
  );

  server.delete(
    '/:id',
    {
      schema: {
        tags: ['apps'],
        summary: 'Remove an app from your apps; your referral code for it leaves the marketplace',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await removeUserApp(db, callerOf(request).userId, request.params.id);
      return { message: 'App removed from your apps' };
    },
  );
};
