import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPage, auditLogQuery } from '#contract/admin/audit/schema.ts';
import type { AppContext } from '#server/context.ts';
import { adminErrors } from '../route-errors.ts';
import { listAuditLog } from './service.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

const route = routeSchemas({ tags: ['admin'], bearer: true, errors: adminErrors });

export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/audit-log',
    route('Every administrator write, newest first (who, what, when, before and after)', { querystring: auditLogQuery, response: { 200: auditLogPage } }),
    async (request) => asAnswer(await listAuditLog(db, request.query)),
  );
};
