import { LRUCache } from 'lru-cache';
import type { OfferFigures } from './dto.ts';

type Figures = Map<string, OfferFigures>;
const KEY = 'figures';

/**
 * The offer figures of the public catalogue, counted at most about once a second: they add up every
 * shared code (300,000 in a full marketplace, some 70 ms of work), too much to repeat for each
 * visitor. Figures up to `maxStaleMs` old are answered while a fresh count runs in the background
 * (lru-cache's stale-while-revalidate, one count at a time); older ones, after a quiet spell, are
 * waited for. A failed background count keeps the figures in hand and is tried again next time.
 */
export class RecentOfferFigures {
  private readonly cache: LRUCache<typeof KEY, Figures>;

  private readonly maxStaleMs: number;

  constructor(count: () => Promise<Figures>, maxAgeMs = 1_000, maxStaleMs = 5_000, now: () => number = Date.now) {
    this.maxStaleMs = maxStaleMs;
    this.cache = new LRUCache<typeof KEY, Figures>({
      max: 1,
      ttl: maxAgeMs,
      ttlResolution: 0,
      perf: { now },
      allowStale: true,
      noDeleteOnFetchRejection: true,
      // Unchanged figures stay the same object, so what is built from them need not be rebuilt.
      fetchMethod: async (_key, stale) => {
        const fresh = await count();
        return stale && sameFigures(stale, fresh) ? stale : fresh;
      },
    });
    this.maxAgeMs = maxAgeMs;
  }

  private readonly maxAgeMs: number;

  async get(): Promise<Figures> {
    // Negative once stale: how far past its age the count in hand is.
    const tooOld = this.cache.getRemainingTTL(KEY) < this.maxAgeMs - this.maxStaleMs;
    const figures = await this.cache.fetch(KEY, tooOld ? { forceRefresh: true, allowStale: false } : {});
    if (!figures) throw new Error('the offer figures could not be counted');
    return figures;
  }
}

function sameFigures(a: Figures, b: Figures): boolean {
  if (a.size !== b.size) return false;
  for (const [appId, figures] of a) {
    const other = b.get(appId);
    if (!other || (Object.keys(figures) as (keyof OfferFigures)[]).some((key) => figures[key] !== other[key])) return false;
  }
  return true;
}
