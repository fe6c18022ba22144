import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { memoryCounters, RedisHealth, redisCounters } from './failure-counters.ts';

describe('failure counters', () => {
  it('count in memory within a window that starts with the first attempt, give places back and reset', async () => {
    let now = 1_700_000_000_000;
    const counters = memoryCounters(60_000, { now: () => now });
    expect(await counters.take('a')).toEqual({ count: 1, remainingMs: 60_000 });
    now += 30_000;
    expect(await counters.take('a')).toEqual({ count: 2, remainingMs: 30_000 });
    await counters.release('a');
    expect(await counters.take('a')).toEqual({ count: 2, remainingMs: 30_000 });
    now += 30_001;
    expect(await counters.take('a')).toEqual({ count: 1, remainingMs: 60_000 });
    await counters.take('b');
    await counters.reset('b');
    expect((await counters.take('b')).count).toBe(1);
    // Giving back never goes below zero, nor starts a window.
    await counters.release('c');
    await counters.release('b');
    await counters.release('b');
    expect((await counters.take('b')).count).toBe(1);
    expect((await counters.take('c')).count).toBe(1);
  });

  it('keep at most the bound of keys, forgetting the least recently touched first', async () => {
    const counters = memoryCounters(60_000, Date, 3);
    for (const key of ['a', 'b', 'c']) await counters.take(key);
    await counters.take('a');
    await counters.take('d');
    expect((await counters.take('a')).count).toBe(3);
    expect((await counters.take('b')).count).toBe(1);
  });

  it('take atomically: attempts sent at once each see their own count', async () => {
    const counters = memoryCounters(60_000);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.take('same')));
    expect(counts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('count in this process while Redis does not answer, and say so once', async () => {
    // Nothing listens on port 1: every command is refused at once.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    const warnings: string[] = [];
    const health = new RedisHealth({ warn: (message) => warnings.push(message), info: () => {} });
    const counters = redisCounters(redis, 'test:', 60_000, memoryCounters(60_000), health);
    await counters.take('a');
    expect((await counters.take('a')).count).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis does not answer .*: every limit counts in this process until it does$/);
    redis.disconnect();
  });
});
