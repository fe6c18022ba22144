import { z } from 'zod';
import { app } from '#contract/apps/schema.ts';
import type { Db } from '#server/db/client.ts';
import type { RecentOfferFigures } from './recent-figures.ts';
import { catalogueFingerprint, listOpenApps } from './service.ts';

const catalogue = z.array(app);

/**
 * The body of GET /api/public/apps, which is the same for every visitor: built once, checked against
 * the contract then, and kept until the open apps, their offers or their figures change. Each request
 * asks the database only for a fingerprint of the open apps and offers (a few dozen rows), so a
 * change an administrator makes, or an app passing its expiry date, shows at once.
 */
export class PublicCatalogue {
  private built: { fingerprint: string; figures: object; body: Buffer } | null = null;

  private readonly db: Db;
  private readonly figures: RecentOfferFigures;

  constructor(db: Db, figures: RecentOfferFigures) {
    this.db = db;
    this.figures = figures;
  }

  /** The catalogue as it is now, as JSON (figures as RecentOfferFigures has them). */
  async body(): Promise<Buffer> {
    const [fingerprint, figures] = await Promise.all([catalogueFingerprint(this.db), this.figures.get()]);
    if (this.built && this.built.fingerprint === fingerprint && this.built.figures === figures) return this.built.body;
    const body = Buffer.from(JSON.stringify(catalogue.parse(await listOpenApps(this.db, figures))));
    this.built = { fingerprint, figures, body };
    return body;
  }
}
