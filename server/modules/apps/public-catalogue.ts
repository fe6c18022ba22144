import { z } from 'zod';
import { app, type App } from '#contract/apps/schema.ts';
import { foldedSearchText, narrowsOrSorts, selectApps, type AppFilters } from '#contract/apps/search.ts';
import type { Db } from '#server/db/client.ts';
import type { RecentOfferFigures } from './recent-figures.ts';
import { catalogueFingerprint, listOpenApps } from './service.ts';

const catalogue = z.array(app);

type Built = {
  fingerprint: string;
  figures: object;
  /** The whole catalogue's answer. */
  body: Buffer;
  /** The apps by name, each with its JSON text and its folded search text, for the answers of a search, a category or a sort. */
  apps: App[];
  texts: Map<App, string>;
  folded: Map<App, string>;
};

/**
 * The body of GET /api/public/apps, which is the same for every visitor: built once, checked against
 * the contract then, and kept until the open apps, their offers or their figures change. Each request
 * asks the database only for a fingerprint of the open apps and offers (a few dozen rows), so a
 * change an administrator makes, or an app passing its expiry date, shows at once.
 *
 * A search, a category or a sort is answered from the same kept apps, in the process, by the rules
 * the browser uses (contract/apps/search.ts): the catalogue is a few hundred apps at most, each added
 * by an administrator, so choosing among them takes well under a millisecond, where a query would
 * ask the database again for rows it has just given. Each app's JSON text and folded search text
 * are kept, so a request folds only its search, and its answer is the chosen texts joined.
 */
export class PublicCatalogue {
  private built: Built | null = null;

  private readonly db: Db;
  private readonly figures: RecentOfferFigures;

  constructor(db: Db, figures: RecentOfferFigures) {
    this.db = db;
    this.figures = figures;
  }

  /** The catalogue as it is now, as JSON (figures as RecentOfferFigures has them): searched, filtered and sorted when asked. */
  async body(filters: AppFilters = {}): Promise<Buffer> {
    const built = await this.current();
    if (!narrowsOrSorts(filters)) return built.body;
    const chosen = selectApps(built.apps, filters, (app) => built.folded.get(app)!);
    return Buffer.from(`[${chosen.map((app) => built.texts.get(app)!).join(',')}]`);
  }

  /** The open apps as they are now, by name (the public pages list them). */
  async apps(): Promise<readonly App[]> {
    return (await this.current()).apps;
  }

  private async current(): Promise<Built> {
    const [fingerprint, figures] = await Promise.all([catalogueFingerprint(this.db), this.figures.get()]);
    if (this.built && this.built.fingerprint === fingerprint && this.built.figures === figures) return this.built;
    const apps = catalogue.parse(await listOpenApps(this.db, figures));
    const texts = new Map(apps.map((listed) => [listed, JSON.stringify(listed)]));
    const folded = new Map(apps.map((listed) => [listed, foldedSearchText(listed)]));
    this.built = { fingerprint, figures, body: Buffer.from(`[${[...texts.values()].join(',')}]`), apps, texts, folded };
    return this.built;
  }
}
