import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A key's attempts in its window, and the milliseconds left of the window (0 when it has none). */
type FailureCount = { count: number; remainingMs: number };

/**
 * Attempts per key in a fixed window that starts with the first one: in this process's memory, or
 * in Redis so that every process behind the load balancer counts together. An attempt is counted
 * before it is tried (`take` answers the count with it, atomically), so attempts sent at once cannot
 * all pass a check made before any of them was counted; one that succeeds or is refused gives its
 * place back (`release`).
 */
export interface FailureCounters {
  /** Counts one attempt and answers the count with it. */
  take(key: string): Promise<FailureCount>;
  /** Gives back one attempt taken in the current window (never below zero, never starting a window). */
  release(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}

/**
 * Counters kept at once; the least recently touched go first beyond this. A bound on how many, not a
 * size set aside: with `max` the cache allocates room for all of them when it is made (about 1.7 MB
 * each, and an app makes 22 sets of counters, one per limited route and use), which cost each start
 * 70 MB of heap and 0.4 s; counted as `maxSize`, one per key, the room grows with the keys (docs/decisions/toolchain.md).
 */
const MAX_COUNTERS = 100_000;

/** In this process's memory: the embedded set-up, and the fallback while Redis does not answer. Each call runs to its end before another starts, so taking is atomic. */
export function memoryCounters(windowMs: number, clock: { now: () => number } = Date, most = MAX_COUNTERS): FailureCounters {
  const counts = new LRUCache<string, number>({ maxSize: most, sizeCalculation: () => 1, ttl: windowMs, perf: clock, ttlResolution: 0 });
  return {
    take: async (key) => {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count, { noUpdateTTL: true });
      return { count, remainingMs: counts.getRemainingTTL(key) };
    },
    release: async (key) => {
      const count = counts.get(key);
      if (count !== undefined) counts.set(key, Math.max(0, count - 1), { noUpdateTTL: true });
    },
    reset: async (key) => {
      counts.delete(key);
    },
  };
}

/** INCR, the window's expiry set by the first attempt only, and what is left of it: one round trip, atomic. */
const TAKE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** DECR only a count that exists and is above zero: a window that ran out is not started again at -1. */
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Whether Redis answers, as every counter kept there sees it: says so once when it stops answering
 * (each process then counts in its own memory) and once when it answers again.
 */
export class RedisHealth {
  private failing = false;

  private readonly log: { warn: (message: string) => void; info: (message: string) => void };

  constructor(log: { warn: (message: string) => void; info: (message: string) => void }) {
    this.log = log;
  }

  failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.log.warn(`Redis does not answer (${error instanceof Error ? error.message : String(error)}): every limit counts in this process until it does`);
  }

  answered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info('Redis answers again: limits count there again');
  }
}

/**
 * In Redis under `prefix`: every process takes from the same counts. While Redis does not answer,
 * each process counts in its own memory (`fallback`) rather than refuse every attempt or let every
 * one through, and `health` hears of it.
 */
export function redisCounters(redis: Redis, prefix: string, windowMs: number, fallback: FailureCounters, health: RedisHealth): FailureCounters {
  async function either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await shared();
    } catch (error) {
      health.failed(error);
      return local();
    }
    health.answered();
    return result;
  }
  return {
    take: (key) =>
      either(
        async () => {
          const [count, ttl] = (await redis.eval(TAKE, 1, prefix + key, String(windowMs))) as [number, number];
          return { count, remainingMs: Math.max(0, ttl) };
        },
        () => fallback.take(key),
      ),
    release: (key) =>
      either(
        async () => {
          await redis.eval(RELEASE, 1, prefix + key);
        },
        () => fallback.release(key),
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

/** Counters for one use (`name`) and window: in Redis with this process's memory behind it, or in memory alone. */
export type CountersFactory = (name: string, windowMs: number) => FailureCounters;

export function countersFactory(shared: { redis: Redis; prefix: string; health: RedisHealth } | null): CountersFactory {
  if (!shared) return (_name, windowMs) => memoryCounters(windowMs);
  return (name, windowMs) => redisCounters(shared.redis, `${shared.prefix}${name}:`, windowMs, memoryCounters(windowMs), shared.health);
}
