import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiSuggestion, aiSuggestionRefreshResult } from '#contract/admin/ai-suggestions/schema.ts';
import { adminAppAnswer, appFormBody } from '#contract/admin/apps/schema.ts';
import { errorBody, idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors, adminSecurity } from '../route-errors.ts';
import { createDiscoveryProvider } from './providers/index.ts';
import { activateSuggestion, listSuggestions, refreshSuggestions, rejectSuggestion } from './service.ts';

const tags = ['admin: AI suggestions'];

export const aiSuggestionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, fetchLogo }) => {
  const discovery = createDiscoveryProvider(config);

  app.get(
    '/ai-suggestions',
    {
      schema: {
        tags,
        summary: 'The AI-suggested apps waiting for review, most confident first',
        security: adminSecurity,
        response: { 200: z.array(aiSuggestion), ...adminErrors },
      },
    },
    async () => listSuggestions(db),
  );

  app.post(
    '/ai-suggestions/refresh',
    {
      schema: {
        tags,
        summary: 'Find more suggestions: adds only ones not listed, not already apps and not rejected',
        security: adminSecurity,
        response: { 200: aiSuggestionRefreshResult, ...adminErrors, 502: errorBody, 504: errorBody },
      },
    },
    async (request) => refreshSuggestions(db, discovery, callerOf(request).userId),
  );

  app.post(
    '/ai-suggestions/:id/activate',
    {
      schema: {
        tags,
        summary:
          'Create an active app from a suggestion, as the administrator reviewed and edited it (the offer form as the body; without one, the suggestion as it stands); its logo_url is fetched and stored (logo_problem says why when it could not be)',
        security: adminSecurity,
        params: idParams,
        body: appFormBody.nullish(),
        response: { 201: adminAppAnswer, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await activateSuggestion(db, fetchLogo, callerOf(request).userId, request.params.id, request.body ?? undefined)),
  );

  app.delete(
    '/ai-suggestions/:id',
    { schema: { tags, summary: 'Reject a suggestion', security: adminSecurity, params: idParams, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      await rejectSuggestion(db, callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
