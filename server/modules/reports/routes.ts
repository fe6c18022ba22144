import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { report, reportCreateBody, reportMessageBody, reportSummary } from '#contract/reports/schema.ts';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { addReportMessage, createReport, getReport, listMyReports } from './service.ts';

/** What every route here says of itself in the API description. */
const described = (summary: string) => ({ tags: ['reports'], summary, security: [{ bearer: [] }] });
const errors = errorAnswers(401, 404, 409, 422);

/** Reports and disputes: only the two parties of a match see its reports; anyone else gets 404. */
export const reportRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.post(
    '/matches/:id/reports',
    { schema: { ...described('Report a problem with your match (not a cancelled one); one open report per party'), params: idParams, body: reportCreateBody, response: { 201: report, ...errors } } },
    async (request, reply) => reply.code(201).send(await createReport(db, callerOf(request).userId, request.params.id, request.body)),
  );

  server.get(
    '/reports/mine',
    { schema: { ...described('The reports about your matches, either side, newest first'), response: { 200: z.array(reportSummary), ...errors } } },
    async (request) => listMyReports(db, callerOf(request).userId),
  );

  server.get(
    '/reports/:id',
    { schema: { ...described('A report about your match, with its thread'), params: idParams, response: { 200: report, ...errors } } },
    async (request) => getReport(db, callerOf(request).userId, request.params.id),
  );

  server.post(
    '/reports/:id/messages',
    { schema: { ...described('Answer in an open report’s thread (either party)'), params: idParams, body: reportMessageBody, response: { 200: report, ...errors } } },
    async (request) => addReportMessage(db, callerOf(request).userId, request.params.id, request.body.message),
  );
};
