import type { Db } from '#server/db/client.ts';
import { PublicCatalogue } from './public-catalogue.ts';
import { RecentOfferFigures } from './recent-figures.ts';
import type { OfferFigures } from './dto.ts';
import { marketplaceVersion, offerFiguresOfMarketplace } from './service.ts';

const catalogues = new WeakMap<Db, PublicCatalogue>();

/** The one public catalogue of a database, which GET /api/public/apps and the dashboard both answer from. */
export function publicCatalogueOf(db: Db): PublicCatalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) catalogues.set(db, (catalogue = new PublicCatalogue(db, new RecentOfferFigures(offerFiguresWhenMoved(db)))));
  return catalogue;
}

/**
 * The offer figures' count for the catalogue, made only when the marketplace has moved since the
 * last one: each check first reads the marketplace's version (64 small rows), and while it is the
 * one the last count was made under, the figures in hand still hold, the same object. Counting them
 * adds up every shared code, some 70 to 100 ms at full scale, which a busy catalogue asked for
 * every second (docs/performance.md, "The catalogue's figures counted when the marketplace moves").
 */
export function offerFiguresWhenMoved(db: Db): () => Promise<Map<string, OfferFigures>> {
  let kept: Awaited<ReturnType<typeof offerFiguresOfMarketplace>> | undefined;
  return async () => {
    if (kept && (await marketplaceVersion(db)) === kept.version) return kept.figures;
    kept = await offerFiguresOfMarketplace(db);
    return kept.figures;
  };
}
