import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A key's failures in its window, and the milliseconds left of the window (0 when it has none). */
export type FailureCount = { count: number; remainingMs: number };

/**
 * Failures per key in a fixed window that starts with the first one: in this process's memory, or
 * in Redis so that every process behind the load balancer counts together.
 */
export interface FailureCounters {
  read(key: string): Promise<FailureCount>;
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Counters kept at once; the least recently touched go first beyond this. */
const MAX_COUNTERS = 100_000;

/** In this process's memory: the embedded set-up, and the fallback while Redis does not answer. */
export function memoryCounters(windowMs: number, clock: { now: () => number } = Date): FailureCounters {
  const counts = new LRUCache<string, number>({ max: MAX_COUNTERS, ttl: windowMs, perf: clock, ttlResolution: 0 });
  return {
    read: async (key) => ({ count: counts.get(key) ?? 0, remainingMs: counts.has(key) ? counts.getRemainingTTL(key) : 0 }),
    hit: async (key) => {
      counts.set(key, (counts.get(key) ?? 0) + 1, { noUpdateTTL: true });
    },
    reset: async (key) => {
      counts.delete(key);
    },
  };
}

/** INCR, and the window's expiry set by the first failure only: one round trip, atomic. */
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * In Redis under `prefix`: every process reads and adds to the same counts. While Redis does not
 * answer, each process counts in its own memory (`fallback`) rather than refuse every sign-in, and
 * `onError` hears why, once per outage.
 */
export function redisCounters(redis: Redis, prefix: string, windowMs: number, fallback: FailureCounters, onError: (error: unknown) => void): FailureCounters {
  let failing = false;
  async function either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      failing = false;
      return result;
    } catch (error) {
      if (!failing) onError(error);
      failing = true;
      return local();
    }
  }
  return {
    read: (key) =>
      either(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
          return { count: Number(count ?? 0), remainingMs: Math.max(0, ttl) };
        },
        () => fallback.read(key),
      ),
    hit: (key) =>
      either(
        async () => {
          await redis.eval(HIT, 1, prefix + key, String(windowMs));
        },
        () => fallback.hit(key),
      ),
    reset: (key) =>
      either(
        async () => {
          await redis.del(prefix + key);
        },
        () => fallback.reset(key),
      ),
  };
}
