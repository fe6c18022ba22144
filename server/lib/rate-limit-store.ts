import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CountersFactory, FailureCounters } from './failure-counters.ts';

/** What the plugin hands `child` at run time: the route's own limit, merged with the defaults (its types name other fields). */
type RouteLimit = { timeWindow: number; routeInfo: { method: string | string[]; url: string } };

/** One route's counts. */
class RouteStore implements FastifyRateLimitStore {
  private readonly counters: FailureCounters;

  constructor(counters: FailureCounters) {
    this.counters = counters;
  }

  incr(key: string, done: (error: Error | null, counted?: { current: number; ttl: number }) => void): void {
    this.counters.take(key).then(
      ({ count, remainingMs }) => done(null, { current: count, ttl: remainingMs }),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * A store for @fastify/rate-limit (its `store` option) over this product's own counters: each
 * route's limit counts in Redis when REDIS_URL is set, falling back to this process's memory while
 * Redis does not answer (the plugin's own Redis store either fails every request then or, with
 * skipOnError, lets every one through), and in memory otherwise. Only routes that name a limit
 * count (the plugin is registered with `global: false`).
 */
export function rateLimitStore(countersFor: CountersFactory): FastifyRateLimitStoreCtor {
  return class PerRouteStores implements FastifyRateLimitStore {
    incr(_key: string, done: (error: Error | null) => void): void {
      done(new Error('Only a route’s own limit counts: this store is the parent of the routes’ stores'));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { timeWindow, routeInfo } = routeOptions as unknown as RouteLimit;
      return new RouteStore(countersFor(`rate-limit:${String(routeInfo.method)}${routeInfo.url}`, timeWindow));
    }
  };
}
