import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchAnswers, batchQuery, type BatchAnswers } from '#contract/batch/schema.ts';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { AppContext } from '#server/context.ts';
import { JsonText, asAnswer } from '#server/lib/json-text.ts';
import { routeSchemas } from '#server/lib/route-schema.ts';
import { UnprocessableError } from '#server/lib/errors.ts';
import { BATCHED_READ_HEADER, isBatchedRead } from './batched-read.ts';
import { withSharedVersions } from '#server/plugins/conditional-reads.ts';

const route = routeSchemas({ tags: ['batch'], bearer: true, errors: errorAnswers(422) });

/** The request headers each read is asked with: who is asking, in what language, from which browser. */
const FORWARDED_HEADERS = ['authorization', 'cookie', 'accept-language', 'user-agent'] as const;
/** The answer headers a client reads from a JSON answer; nothing else (no cookie) is passed on. */
const PASSED_ON_HEADERS = ['etag', 'last-modified', 'retry-after', 'x-total-count'] as const;

type Read = { status: number; headers: Record<string, string>; text: string };

function asJson({ status, headers, text }: Read): string {
  return `{"status":${status},"headers":${JSON.stringify(headers)},"body":${text === '' ? 'null' : text}}`;
}

/**
 * GET /api/batch: the GET calls a screen first makes, in one request. Each read is the app's own
 * route, run in this process with the caller's headers and address (`inject`), so its answer,
 * refusal, limits and authorization are exactly those of the call made on its own: a read the
 * caller may not make answers its own 401 or 403 inside a 200. Reads run side by side.
 */
export const batchRoutes: FastifyPluginAsyncZod<AppContext> = async (server) => {
  server.get(
    '/',
    route(
      'Several GET calls in one request (?get=/api/auth/me&get=/api/user-apps, at most 12): each answer as the call would have answered on its own (status, the ETag, Last-Modified, Retry-After and X-Total-Count headers, body), in the order asked. A call that does not answer JSON answers 406 here; ask for it on its own.',
      { querystring: batchQuery, response: { 200: batchAnswers } },
    ),
    async (request, reply) => {
      if (isBatchedRead(request)) throw new UnprocessableError('The live stream and GET /api/batch cannot be asked for in a batch');
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      // The batch's key in the batched-read header: its reads share one read of the versions their ETags are made from.
      const reads = await withSharedVersions((key) => {
        const headers = { ...forwarded, accept: 'application/json', [BATCHED_READ_HEADER]: key };
        return Promise.all(
          request.query.get.map(async (url): Promise<Read> => {
            const answer = await server.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
            const type = String(answer.headers['content-type'] ?? '');
            if (answer.payload !== '' && !type.includes('json')) {
              const detail = `GET ${url.split('?', 1)[0]} answers ${type.split(';', 1)[0] || 'no JSON'}, not JSON: ask for it on its own`;
              return { status: 406, headers: {}, text: JSON.stringify({ detail }) };
            }
            const passedOn: Record<string, string> = {};
            for (const name of PASSED_ON_HEADERS) {
              const value = answer.headers[name];
              if (value !== undefined) passedOn[name] = String(value);
            }
            return { status: answer.statusCode, headers: passedOn, text: answer.payload };
          }),
        );
      });
      // Answers for this caller only, asked afresh each time.
      reply.header('Cache-Control', 'private, no-store');
      return asAnswer(new JsonText<BatchAnswers>(`{"answers":[${reads.map(asJson).join(',')}]}`));
    },
  );
};
