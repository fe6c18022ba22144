import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReport,
  adminReportDecisionBody,
  adminReportMessageBody,
  adminReportsPage,
  adminReportsQuery,
  restoredCode,
} from '#contract/admin/reports/schema.ts';
import { evidenceParams } from '#contract/reports/schema.ts';
import { idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { adminErrors } from '../route-errors.ts';
import { addTeamMessage, adminEvidence, decideReport, restoreCode } from './service.ts';
import { getAdminReport, listReports } from './queue.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';

/** Reports and disputes as the team answers them, and the codes reports paused. */
const route = routeSchemas({ tags: ['admin: reports'], bearer: true, errors: adminErrors });

export const reportAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/reports',
    route('Reports, 20 a page: the open ones oldest first, any other view newest first; with the match, both parties’ records, the thread and evidence', {
      querystring: adminReportsQuery,
      response: { 200: adminReportsPage },
    }),
    async (request) => asAnswer(await listReports(db, request.query)),
  );

  app.get('/reports/:id', route('One report with everything the team decides on', { params: idParams, response: { 200: adminReport } }), async (request) =>
    asAnswer(await getAdminReport(db, request.params.id)),
  );

  app.patch(
    '/reports/:id',
    route('Decide a report: resolve or dismiss it, with words for both parties and an action (one transaction, audited)', {
      params: idParams,
      body: adminReportDecisionBody,
      response: { 200: adminReport },
    }),
    async (request) => {
      const { report, deactivated } = await decideReport(db, callerOf(request).userId, request.params.id, request.body);
      if (deactivated) app.forgetAccount(deactivated);
      return asAnswer(report);
    },
  );

  app.post(
    '/reports/:id/messages',
    route('Write in an open report’s thread as the team', { params: idParams, body: adminReportMessageBody, response: { 200: adminReport } }),
    async (request) => asAnswer(await addTeamMessage(db, callerOf(request).userId, request.params.id, request.body.message)),
  );

  app.get(
    '/reports/:id/evidence/:evidenceId',
    route('A screenshot on a report (the image’s bytes)', { params: evidenceParams, response: {} }),
    async (request, reply) => {
      const { content, contentType } = await adminEvidence(db, request.params.id, request.params.evidenceId);
      // Bytes, not JSON: the answer schemas describe only the refusals.
      return reply
        .type(contentType)
        .header('content-disposition', 'inline')
        .send(content as never);
    },
  );

  app.post(
    '/referral-codes/:id/restore',
    route('Put a paused referral code back on offer', { params: idParams, response: { 200: restoredCode } }),
    async (request) => restoreCode(db, callerOf(request).userId, request.params.id),
  );
};
