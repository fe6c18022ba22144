import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPage, auditLogQuery } from '#contract/admin/audit/schema.ts';
import type { AppContext } from '#server/context.ts';
import { adminErrors, adminSecurity } from '../route-errors.ts';
import { listAuditLog } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every administrator write, newest first (who, what, when, before and after)',
        security: adminSecurity,
        querystring: auditLogQuery,
        response: { 200: auditLogPage, ...adminErrors },
      },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
