import type { DbOrTx } from '#server/db/client.ts';
import { apps } from '#server/db/schema.ts';
import { byAppName, isOpenApp } from '#server/modules/apps/service.ts';

/** The apps open now, each with its slug, category and last change: the app pages the sitemap lists (a few hundred rows at most: the catalogue). */
export async function openAppsForSitemap(db: DbOrTx) {
  return db.select({ slug: apps.slug, category: apps.category, updatedAt: apps.updatedAt }).from(apps).where(isOpenApp()).orderBy(byAppName);
}
