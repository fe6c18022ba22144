import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CountersFactory, FailureCounters } from '#server/lib/failure-counters.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';
import { callerOf } from '#server/plugins/authentication.ts';

/** Claims one member may make (CLAIMS_PER_HOUR, CLAIMS_PER_DAY). */
export type ClaimLimitFigures = { perHour: number; perDay: number };

/**
 * A person claims a code for each app they are about to sign up to: a few in a sitting. Without a
 * limit, one member claiming and cancelling in a loop told a referrer "Your code was claimed" (an
 * e-mail by default) on every turn, each time a different referrer as the rotation moved on.
 */
export const DEFAULT_CLAIM_LIMITS: ClaimLimitFigures = { perHour: 10, perDay: 30 };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

function wait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Each member's claims in the last hour and day, on both claim routes together: in Redis with
 * REDIS_URL, so every process counts together. A claim is counted before it is tried, so claims
 * sent at once cannot pass the limit together, and gives its place back when it is refused (no
 * code to hand out, the plan's limit, the limit itself): only claims that were made count.
 */
export class ClaimLimits {
  private readonly figures: ClaimLimitFigures;

  private readonly hour: FailureCounters;

  private readonly day: FailureCounters;

  constructor(figures: ClaimLimitFigures, countersFor: CountersFactory) {
    this.figures = figures;
    this.hour = countersFor('claims-per-hour', HOUR_MS);
    this.day = countersFor('claims-per-day', DAY_MS);
  }

  /** Counts one claim of the member's; refuses it (429, giving its place back) past either limit. */
  async take(userId: string): Promise<void> {
    const [hour, day] = await Promise.all([this.hour.take(userId), this.day.take(userId)]);
    if (day.count <= this.figures.perDay && hour.count <= this.figures.perHour) return;
    await this.release(userId);
    if (day.count > this.figures.perDay) {
      throw new TooManyRequestsError(
        `You can claim at most ${this.figures.perDay} codes a day. Please try again in ${wait(day.remainingMs)}.`,
        Math.max(1, Math.ceil(day.remainingMs / 1000)),
      );
    }
    throw new TooManyRequestsError(
      `You can claim at most ${this.figures.perHour} codes an hour. Please try again in ${wait(hour.remainingMs)}.`,
      Math.max(1, Math.ceil(hour.remainingMs / 1000)),
    );
  }

  /** Gives back a claim that was not made. */
  async release(userId: string): Promise<void> {
    await Promise.all([this.hour.release(userId), this.day.release(userId)]);
  }

  /**
   * A claim route's hooks: the claim is counted once the token is checked and before the body is
   * read, and given back when the route answers anything but a claim made.
   */
  routeHooks() {
    const counted = new WeakSet<FastifyRequest>();
    return {
      preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        await this.take(callerOf(request).userId);
        counted.add(request);
        return payload;
      },
      onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
        if (counted.has(request) && reply.statusCode !== 201) await this.release(callerOf(request).userId);
      },
    };
  }
}
