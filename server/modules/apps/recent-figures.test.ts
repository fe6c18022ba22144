import { describe, expect, it } from 'vitest';
import type { OfferFigures } from './dto.ts';
import { RecentFigures, RecentOfferFigures } from './recent-figures.ts';

/** A clock reading as a real one would give (lru-cache takes a start time of 0 for none). */
const START = 1_700_000_000_000;

const figuresOf = (totalCodes: number) =>
  new Map<string, OfferFigures>([['app', { total_codes: totalCodes, available_codes: totalCodes, current_total_uses: 0, total_max_uses: totalCodes * 5 }]]);

/** A count that resolves when told to, answering how many counts were started. */
function controlledCount() {
  const pending: Array<(figures: Map<string, OfferFigures>) => void> = [];
  return {
    count: () => new Promise<Map<string, OfferFigures>>((resolve) => pending.push(resolve)),
    started: () => pending.length,
    finish: (index: number, totalCodes: number) => pending[index]!(figuresOf(totalCodes)),
  };
}

/** Figures fresh for a second, kept `staleMs` longer, counted by a controlled count on a clock the test moves. */
function recentFigures(staleMs: number) {
  const clock = { now: START };
  const counts = controlledCount();
  const recent = new RecentOfferFigures(counts.count, 1_000, staleMs, () => clock.now);
  return { clock, counts, recent };
}

const totalOf = async (figures: Promise<Map<string, OfferFigures>>) => (await figures).get('app')?.total_codes;

describe('RecentOfferFigures', () => {
  it('counts once for callers arriving together, then answers from that count for a second', async () => {
    const { clock, counts, recent } = recentFigures(5_000);
    const first = recent.get();
    const second = recent.get();
    counts.finish(0, 3);
    expect([await totalOf(first), await totalOf(second)]).toEqual([3, 3]);
    clock.now = START + 1_000;
    expect(await totalOf(recent.get())).toBe(3);
    expect(counts.started()).toBe(1);
  });

  it('answers figures a few seconds old while a fresh count runs, and waits for one after a quiet spell', async () => {
    const { clock, counts, recent } = recentFigures(5_000);
    const first = recent.get();
    counts.finish(0, 3);
    await first;

    clock.now = START + 2_000;
    expect(await totalOf(recent.get())).toBe(3);
    expect(counts.started()).toBe(2);
    counts.finish(1, 4);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await totalOf(recent.get())).toBe(4);

    clock.now = START + 60_000;
    const afterQuiet = recent.get();
    expect(counts.started()).toBe(3);
    counts.finish(2, 5);
    expect(await totalOf(afterQuiet)).toBe(5);
  });

  it('keeps the figures it has when a background count fails, and counts again next time', async () => {
    let now = START;
    let fail = false;
    let calls = 0;
    const recent = new RecentOfferFigures(
      async () => {
        calls += 1;
        if (fail) throw new Error('database unavailable');
        return figuresOf(calls);
      },
      1_000,
      5_000,
      () => now,
    );
    expect(await totalOf(recent.get())).toBe(1);
    fail = true;
    now = START + 2_000;
    expect(await totalOf(recent.get())).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    fail = false;
    expect(await totalOf(recent.get())).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await totalOf(recent.get())).toBe(3);
  });

  it('answers the same figures object after a recount that finds nothing changed, and a new one after a change', async () => {
    const { clock, counts, recent } = recentFigures(0);
    const first = recent.get();
    counts.finish(0, 3);
    const counted = await first;
    clock.now = START + 2_000;
    const again = recent.get();
    counts.finish(1, 3);
    expect(await again).toBe(counted);
    clock.now = START + 4_000;
    const changed = recent.get();
    counts.finish(2, 4);
    expect(await totalOf(changed)).toBe(4);
    expect(await changed).not.toBe(counted);
  });
});

describe('RecentFigures', () => {
  it('keeps each key’s count apart, answers it while a fresh one runs, and waits for it once too old', async () => {
    const clock = { now: START };
    const counted: string[] = [];
    let round = 0;
    const recent = new RecentFigures<{ key: string; round: number }>(
      async (key) => {
        counted.push(key);
        return { key, round };
      },
      { maxAgeMs: 30_000, maxStaleMs: 60_000, max: 10, now: () => clock.now },
    );
    expect(await recent.get('a')).toEqual({ key: 'a', round: 0 });
    expect(await recent.get('b')).toEqual({ key: 'b', round: 0 });
    round = 1;
    clock.now = START + 29_000;
    expect(await recent.get('a')).toEqual({ key: 'a', round: 0 });
    expect(counted).toEqual(['a', 'b']);

    // Stale but within the minute: the count in hand, while a fresh one runs for that key alone.
    clock.now = START + 45_000;
    expect(await recent.get('a')).toEqual({ key: 'a', round: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(counted).toEqual(['a', 'b', 'a']);
    expect(await recent.get('a')).toEqual({ key: 'a', round: 1 });

    // Over a minute old: waited for.
    round = 2;
    clock.now = START + 61_000;
    expect(await recent.get('b')).toEqual({ key: 'b', round: 2 });
  });
});
