import { LRUCache } from 'lru-cache';
import type { OfferFigures } from './dto.ts';

type Figures = Map<string, OfferFigures>;
const KEY = 'figures';

type RecentOptions<Value> = {
  /** How long a count is fresh. */
  maxAgeMs: number;
  /** How old a count may be and still be answered while a fresh one runs; older ones are waited for. */
  maxStaleMs: number;
  /** How many keys are kept, the least recently asked dropped first. */
  max?: number;
  /** Whether a recount found nothing changed: the count in hand is kept, the same object. */
  same?: (before: Value, after: Value) => boolean;
  now?: () => number;
};

/**
 * Figures too costly to count for every visitor, by key: each counted at most once a `maxAgeMs`;
 * counts up to `maxStaleMs` old are answered while a fresh count runs in the background
 * (lru-cache's stale-while-revalidate, one count at a time per key); older ones, after a quiet
 * spell, are waited for. A failed background count keeps the figures in hand and is tried again
 * next time.
 */
export class RecentFigures<Value extends object> {
  private readonly cache: LRUCache<string, Value>;

  private readonly maxAgeMs: number;

  private readonly maxStaleMs: number;

  constructor(count: (key: string) => Promise<Value>, { maxAgeMs, maxStaleMs, max = 1, same, now = Date.now }: RecentOptions<Value>) {
    this.maxAgeMs = maxAgeMs;
    this.maxStaleMs = maxStaleMs;
    this.cache = new LRUCache<string, Value>({
      max,
      ttl: maxAgeMs,
      ttlResolution: 0,
      perf: { now },
      allowStale: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, stale) => {
        const fresh = await count(key);
        return stale && same?.(stale, fresh) ? stale : fresh;
      },
    });
  }

  async get(key: string): Promise<Value> {
    // Negative once stale: how far past its age the count in hand is.
    const tooOld = this.cache.getRemainingTTL(key) < this.maxAgeMs - this.maxStaleMs;
    const figures = await this.cache.fetch(key, tooOld ? { forceRefresh: true, allowStale: false } : {});
    if (!figures) throw new Error(`the figures of ${key} could not be counted`);
    return figures;
  }
}

/**
 * The offer figures of the public catalogue, read at most about once a second (and then only when
 * the marketplace has moved: catalogue-of.ts, offerFiguresWhenMoved), so that the catalogue's text
 * is built again at most that often however many visitors ask; a few seconds old while a fresh read
 * runs. Unchanged figures stay the same object, so what is built from them need not be rebuilt.
 */
export class RecentOfferFigures {
  private readonly recent: RecentFigures<Figures>;

  constructor(count: () => Promise<Figures>, maxAgeMs = 1_000, maxStaleMs = 5_000, now: () => number = Date.now) {
    this.recent = new RecentFigures(() => count(), { maxAgeMs, maxStaleMs, same: sameFigures, now });
  }

  get(): Promise<Figures> {
    return this.recent.get(KEY);
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
