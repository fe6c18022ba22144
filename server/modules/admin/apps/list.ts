import { asc } from 'drizzle-orm';
import type { App } from '../../../../contract/apps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { apps } from '../../../db/schema.ts';
import { withOffers } from '../../apps/service.ts';

/**
 * GET /api/admin/apps-with-offers: every app, active and inactive, by name, each with its offers
 * and their figures counted from the codes shared for it. The catalogue is curated by hand, so
 * it is answered whole: the summary cards add up all of it.
 */
export async function listAppsWithOffers(db: DbOrTx): Promise<App[]> {
  const rows = await db.select().from(apps).orderBy(asc(apps.name));
  return withOffers(db, rows);
}
