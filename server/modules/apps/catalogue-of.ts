import type { Db } from '#server/db/client.ts';
import { PublicCatalogue } from './public-catalogue.ts';
import { RecentOfferFigures } from './recent-figures.ts';
import { offerFiguresByApp } from './service.ts';

const catalogues = new WeakMap<Db, PublicCatalogue>();

/** The one public catalogue of a database, which GET /api/public/apps and the dashboard both answer from. */
export function publicCatalogueOf(db: Db): PublicCatalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) catalogues.set(db, (catalogue = new PublicCatalogue(db, new RecentOfferFigures(() => offerFiguresByApp(db)))));
  return catalogue;
}
