import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers } from '#contract/shared/schema.ts';
import type { CountersFactory, FailureCounters } from '#server/lib/failure-counters.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';
import { callerOf } from './authentication.ts';

/**
 * Each of the heaviest reads one member may make a minute (MEMBER_READS_PER_MINUTE). A person
 * opens the dashboard a few times a minute at most, and their screens' refetches stay far below
 * it; one member looping the dashboard on one connection took about a third of the server.
 */
export const DEFAULT_MEMBER_READS_PER_MINUTE = 120;

/** What a limited read may answer besides the feature's own refusals. */
export const limitedReadAnswers = errorAnswers(429);

const MINUTE_MS = 60_000;

/**
 * The heaviest reads (the dashboard, one's codes, one's matches, analytics and its download,
 * Download my data), each counted per member and per route, in Redis when REDIS_URL is set.
 */
export class MemberReadLimits {
  private readonly perMinute: number;

  private readonly countersFor: CountersFactory;

  constructor(perMinute: number, countersFor: CountersFactory) {
    this.perMinute = perMinute;
    this.countersFor = countersFor;
  }

  /**
   * A limited read's hooks. The read is counted once the token is checked (a route's own onRequest
   * hook runs after its feature's, which checks it), so it counts the member rather than their
   * address, and before anything is read from the database, so a refusal costs the server next to
   * nothing; past the limit, 429 with how long to wait. A 304 (the answer asked again with nothing
   * changed) builds nothing and gives its count back. Asked for inside GET /api/batch, each read
   * counts on its own route as if asked alone, so a batch of twelve dashboards counts twelve.
   */
  routeHooks(route: string) {
    const counters: FailureCounters = this.countersFor(`member-reads:${route}`, MINUTE_MS);
    const counted = new WeakSet<FastifyRequest>();
    return {
      onRequest: async (request: FastifyRequest) => {
        const userId = callerOf(request).userId;
        const { count, remainingMs } = await counters.take(userId);
        if (count > this.perMinute) {
          await counters.release(userId);
          throw new TooManyRequestsError('You have asked for this too often. Please wait a minute and try again.', Math.max(1, Math.ceil(remainingMs / 1000)));
        }
        counted.add(request);
      },
      onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
        if (counted.has(request) && reply.statusCode === 304) await counters.release(callerOf(request).userId);
      },
    };
  }
}
