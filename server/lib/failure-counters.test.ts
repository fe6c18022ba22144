import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters } from './failure-counters.ts';

describe('failure counters', () => {
  it('count in memory within a window that starts with the first failure, and reset', async () => {
    let now = 1_700_000_000_000;
    const counters = memoryCounters(60_000, { now: () => now });
    await counters.hit('a');
    now += 30_000;
    await counters.hit('a');
    expect(await counters.read('a')).toEqual({ count: 2, remainingMs: 30_000 });
    now += 30_001;
    expect(await counters.read('a')).toEqual({ count: 0, remainingMs: 0 });
    await counters.hit('b');
    await counters.reset('b');
    expect((await counters.read('b')).count).toBe(0);
  });

  it('count in this process while Redis does not answer, and say so once', async () => {
    // Nothing listens on port 1: every command is refused at once.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    const errors: unknown[] = [];
    const counters = redisCounters(redis, 'test:', 60_000, memoryCounters(60_000), (error) => errors.push(error));
    await counters.hit('a');
    await counters.hit('a');
    expect((await counters.read('a')).count).toBe(2);
    expect(errors).toHaveLength(1);
    redis.disconnect();
  });
});
