import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReport, adminReportDecisionBody, adminReportMessageBody, adminReportsPage, adminReportsQuery, restoredCode } from '#contract/admin/reports/schema.ts';
import { evidenceParams } from '#contract/reports/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors, adminSecurity } from '../route-errors.ts';
import { addTeamMessage, adminEvidence, decideReport, getAdminReport, listReports, restoreCode } from './service.ts';

const tags = ['admin: reports'];

/** Reports and disputes as the team answers them, and the codes reports paused. */
export const reportAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Reports, 20 a page: the open ones oldest first, any other view newest first; with the match, both parties’ records, the thread and evidence',
        security: adminSecurity,
        querystring: adminReportsQuery,
        response: { 200: adminReportsPage, ...adminErrors },
      },
    },
    async (request) => listReports(db, request.query),
  );

  app.get(
    '/reports/:id',
    { schema: { tags, summary: 'One report with everything the team decides on', security: adminSecurity, params: idParams, response: { 200: adminReport, ...adminErrors } } },
    async (request) => getAdminReport(db, request.params.id),
  );

  app.patch(
    '/reports/:id',
    {
      schema: {
        tags,
        summary: 'Decide a report: resolve or dismiss it, with words for both parties and an action (one transaction, audited)',
        security: adminSecurity,
        params: idParams,
        body: adminReportDecisionBody,
        response: { 200: adminReport, ...adminErrors },
      },
    },
    async (request) => {
      const { report, deactivated } = await decideReport(db, callerOf(request).userId, request.params.id, request.body);
      if (deactivated) app.forgetAccount(deactivated);
      return report;
    },
  );

  app.post(
    '/reports/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write in an open report’s thread as the team',
        security: adminSecurity,
        params: idParams,
        body: adminReportMessageBody,
        response: { 200: adminReport, ...adminErrors },
      },
    },
    async (request) => addTeamMessage(db, callerOf(request).userId, request.params.id, request.body.message),
  );

  app.get(
    '/reports/:id/evidence/:evidenceId',
    { schema: { tags, summary: 'A screenshot on a report (the image’s bytes)', security: adminSecurity, params: evidenceParams, response: adminErrors } },
    async (request, reply) => {
      const { content, contentType } = await adminEvidence(db, request.params.id, request.params.evidenceId);
      // Bytes, not JSON: the answer schemas describe only the refusals.
      return reply.type(contentType).header('content-disposition', 'inline').send(content as never);
    },
  );

  app.post(
    '/referral-codes/:id/restore',
    { schema: { tags, summary: 'Put a paused referral code back on offer', security: adminSecurity, params: idParams, response: { 200: restoredCode, ...adminErrors } } },
    async (request) => restoreCode(db, callerOf(request).userId, request.params.id),
  );
};
