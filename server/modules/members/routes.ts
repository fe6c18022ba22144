import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member, usernameParams } from '#contract/members/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { readMemberPage } from './member-page.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

/** Members' pages, for any signed-in person; nothing private is in them. */
const route = routeSchemas({ tags: ['members'], bearer: true, errors: errorAnswers(401, 404, 422) });

export const memberRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.get(
    '/members/:username',
    route('A member’s track record and newest reviews', { params: usernameParams, response: { 200: member } }),
    async (request) => asAnswer(await readMemberPage(db, request.params.username)),
  );
};
