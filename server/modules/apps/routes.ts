import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { app, type App } from '#contract/apps/schema.ts';
import type { AppContext } from '#server/context.ts';
import { PublicCatalogue } from './public-catalogue.ts';
import { RecentOfferFigures } from './recent-figures.ts';
import { offerFiguresByApp } from './service.ts';

export const publicAppRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  const catalogue = new PublicCatalogue(db, new RecentOfferFigures(() => offerFiguresByApp(db)));
  server.get(
    '/apps',
    {
      schema: {
        tags: ['apps'],
        summary: 'The catalogue: every app open for referrals, with its offers',
        querystring: z.object({ _: z.string().optional().describe('Cache-busting timestamp; ignored') }),
        response: { 200: z.array(app) },
      },
    },
    async (_request, reply) => {
      const body = await catalogue.body();
      // JSON already checked against the contract when it was built: Fastify sends a buffer as it is.
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body as unknown as App[]);
    },
  );
};
