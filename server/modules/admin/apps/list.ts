import { asc } from 'drizzle-orm';
import type { App } from '#contract/apps/schema.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { apps } from '#server/db/schema.ts';
import { byAppName, isCatalogued, withOffers } from '#server/modules/apps/service.ts';

/**
 * GET /api/admin/apps-with-offers: every app, active and inactive (not deleted ones), by name, each with its offers
 * and their figures counted from the codes shared for it. The catalogue is curated by hand, so
 * it is answered whole: the summary cards add up all of it.
 */
export async function listAppsWithOffers(db: DbOrTx): Promise<App[]> {
  const rows = await db.select().from(apps).where(isCatalogued()).orderBy(byAppName, asc(apps.id));
  return withOffers(db, rows);
}
