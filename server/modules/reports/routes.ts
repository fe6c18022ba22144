import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVIDENCE_MAX_BYTES } from '#contract/reports/rules.ts';
import { evidenceParams, report, reportCreateBody, reportMessageBody, reportSummary } from '#contract/reports/schema.ts';
import { errorAnswers, idParams } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { callerOf } from '#server/plugins/authentication.ts';
import { acceptRawBodies, decidedBeforeTheBody, rawBodyOf } from '#server/lib/raw-body.ts';
import { addEvidence, mayAddEvidence, NOT_AN_IMAGE, partyEvidence, TOO_LARGE } from './evidence.ts';
import { asAnswer } from '#server/lib/json-text.ts';
import { addReportMessage, createReport, getReport, listMyReports } from './service.ts';

/** What every route here says of itself in the API description. */
const described = (summary: string) => ({ tags: ['reports'], summary, security: [{ bearer: [] }] });
const errors = errorAnswers(401, 404, 409, 422);
const uploadErrors = errorAnswers(400, 401, 404, 409, 413, 415, 422);

/** Reports and disputes: only the two parties of a match see its reports; anyone else gets 404. */
export const reportRoutes: FastifyPluginAsyncZod<AppContext> = async (server, { db }) => {
  server.addHook('onRequest', server.requireUser);

  server.post(
    '/matches/:id/reports',
    {
      schema: {
        ...described('Report a problem with your match (not a cancelled one); one open report per party'),
        params: idParams,
        body: reportCreateBody,
        response: { 201: report, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createReport(db, callerOf(request).userId, request.params.id, request.body)),
  );

  server.get(
    '/reports/mine',
    { schema: { ...described('The reports about your matches, either side, newest first'), response: { 200: z.array(reportSummary), ...errors } } },
    async (request) => asAnswer(await listMyReports(db, callerOf(request).userId)),
  );

  server.get(
    '/reports/:id',
    { schema: { ...described('A report about your match, with its thread'), params: idParams, response: { 200: report, ...errors } } },
    async (request) => getReport(db, callerOf(request).userId, request.params.id),
  );

  server.post(
    '/reports/:id/messages',
    {
      schema: {
        ...described('Answer in an open report’s thread (either party)'),
        params: idParams,
        body: reportMessageBody,
        response: { 200: report, ...errors },
      },
    },
    async (request) => addReportMessage(db, callerOf(request).userId, request.params.id, request.body.message),
  );

  await server.register(evidenceRoutes, { db });
};

/**
 * Screenshots: the raw bytes of one image as the body (any type is read, then checked by its bytes),
 * and served back only to the two parties. The body limit and its refusal are this scope's own.
 */
const evidenceRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db'>> = async (server, { db }) => {
  acceptRawBodies(server, EVIDENCE_MAX_BYTES, TOO_LARGE);

  server.post(
    '/reports/:id/evidence',
    {
      bodyLimit: EVIDENCE_MAX_BYTES,
      ...decidedBeforeTheBody((request, id) => mayAddEvidence(db, callerOf(request).userId, id)),
      schema: {
        ...described('Attach a screenshot (PNG, JPEG or WebP, at most 2 MB, sent as the raw body) to an open report'),
        params: idParams,
        consumes: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 201: report, ...uploadErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await addEvidence(db, callerOf(request).userId, request.params.id, rawBodyOf(request, NOT_AN_IMAGE))),
  );

  server.get(
    '/reports/:id/evidence/:evidenceId',
    { schema: { ...described('A screenshot on a report about your match (the image’s bytes)'), params: evidenceParams, response: errors } },
    async (request, reply) => {
      const { content, contentType } = await partyEvidence(db, callerOf(request).userId, request.params.id, request.params.evidenceId);
      // Bytes, not JSON: the answer schemas describe only the refusals.
      return reply
        .type(contentType)
        .header('content-disposition', 'inline')
        .send(content as never);
    },
  );
};
