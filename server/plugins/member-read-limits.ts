import type { FastifyRequest } from 'fastify';
import { errorAnswers } from '#contract/shared/schema.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';

/**
 * Each of the heaviest reads one member may make a minute (MEMBER_READS_PER_MINUTE). A person
 * opens the dashboard a few times a minute at most, and their screens' refetches stay far below
 * it; one member looping the dashboard on one connection took about a third of the server.
 */
export const DEFAULT_MEMBER_READS_PER_MINUTE = 120;

/** What a limited read may answer besides the feature's own refusals. */
export const limitedReadAnswers = errorAnswers(429);

/**
 * Route config for @fastify/rate-limit: one of the heaviest reads (the dashboard, one's codes,
 * one's matches, analytics and its download, Download my data), counted per member and per
 * route, in Redis when REDIS_URL is set. It runs as the route's preHandler: after the token is
 * checked, so it counts the member rather than their address; and after the conditional reads'
 * preHandler, so a 304, which builds nothing, is not counted. Asked for inside GET /api/batch, each read counts on its
 * own route as if asked alone, so a batch of twelve dashboards counts twelve.
 */
export function readsPerMember(perMinute: number) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.caller?.userId ?? request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new TooManyRequestsError('You have asked for this too often. Please wait a minute and try again.', Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}
