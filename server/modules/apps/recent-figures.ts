import type { OfferFigures } from './dto.ts';

type Figures = Map<string, OfferFigures>;

/**
 * The offer figures of the public catalogue, counted at most about once a second: they add up every
 * shared code (300,000 in a full marketplace, some 70 ms of work), too much to repeat for each
 * visitor. Figures up to `maxStaleMs` old are answered while a fresh count runs in the background;
 * older ones (after a quiet spell) are waited for. One count at a time.
 */
export class RecentOfferFigures {
  private figures: Figures | null = null;
  private countedAt = 0;
  private counting: Promise<Figures> | null = null;

  constructor(
    private readonly count: () => Promise<Figures>,
    private readonly maxAgeMs = 1_000,
    private readonly maxStaleMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<Figures> {
    const age = this.now() - this.countedAt;
    if (this.figures && age <= this.maxAgeMs) return this.figures;
    const fresh = this.recount();
    if (this.figures && age <= this.maxStaleMs) {
      // A failed background count is retried by the next request; the figures in hand still hold.
      fresh.catch(() => {});
      return this.figures;
    }
    return fresh;
  }

  private recount(): Promise<Figures> {
    this.counting ??= this.count()
      .then((figures) => {
        // Unchanged figures stay the same object, so what is built from them need not be rebuilt.
        if (!this.figures || !sameFigures(this.figures, figures)) this.figures = figures;
        this.countedAt = this.now();
        return this.figures;
      })
      .finally(() => {
        this.counting = null;
      });
    return this.counting;
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
