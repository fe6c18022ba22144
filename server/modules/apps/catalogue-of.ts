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
 * The offer figures for the catalogue, read again only when the marketplace has moved since the
 * last read: each check first reads the marketplace's version (64 small rows), and while it is the
 * one the last read was made under, the figures in hand still hold, the same object. The figures
 * are kept as codes are written (app_offer_figures, migration 0054): a read sums 16 rows an app,
 * 0.15 to 1.5 ms at full scale, where adding up every shared code took 42 to 113 ms
 * (docs/performance.md, "The catalogue's offer figures kept as codes are written").
 */
export function offerFiguresWhenMoved(db: Db): () => Promise<Map<string, OfferFigures>> {
  let kept: Awaited<ReturnType<typeof offerFiguresOfMarketplace>> | undefined;
  return async () => {
    if (kept && (await marketplaceVersion(db)) === kept.version) return kept.figures;
    kept = await offerFiguresOfMarketplace(db);
    return kept.figures;
  };
}
