import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { app, publicAppsQuery, type App } from '#contract/apps/schema.ts';
import { errorBody } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { publicCatalogueOf } from './catalogue-of.ts';

export const publicAppRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  const catalogue = publicCatalogueOf(db);
  server.get(
    '/apps',
    {
      schema: {
        tags: ['apps'],
        summary: 'The catalogue: every app open for referrals, with its offers; by name, or searched, filtered and sorted as asked',
        querystring: publicAppsQuery,
        response: { 200: z.array(app), 422: errorBody },
      },
    },
    async (request, reply) => {
      const { search, category, sort } = request.query;
      const body = await catalogue.body({ search, category, sort });
      // JSON already checked against the contract when it was built: Fastify sends a buffer as it is.
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body as unknown as App[]);
    },
  );
};
