import { and, isNull, or, sql } from 'drizzle-orm';
import { LOGO_PATH_PREFIX } from '#contract/logos/rules.ts';
import type { Db } from '#server/db/client.ts';
import { apps, logoImages } from '#server/db/schema.ts';
import { brandMarks } from '#server/modules/logos/brand-marks.ts';
import { isCatalogued } from '#server/modules/apps/service.ts';
import { saveLogo } from '#server/modules/logos/store.ts';
import type { CatalogueEntry } from './catalogue.ts';

/** Logo addresses that are brand marks this step stored, of any version of simple-icons. */
const aBrandMark = sql`${apps.logoUrl} IN (SELECT ${LOGO_PATH_PREFIX}::text || ${logoImages.hash} || '.svg' FROM ${logoImages} WHERE ${logoImages.source} = 'simple-icons')`;

/**
 * Stores the brand mark of each catalogue entry that names one and makes it its app's logo (the app
 * of that name), once per mark: a mark already stored was handed out before, so an app an
 * administrator has since given another logo, or none, keeps what they chose. A new version of a
 * mark (simple-icons redrew it) replaces the older one wherever that is still the logo. Returns how
 * many apps it gave a mark to.
 */
export async function giveCatalogueMarks(db: Db, entries: CatalogueEntry[]): Promise<number> {
  const marked = entries.filter((entry): entry is CatalogueEntry & { brand_mark: string } => entry.brand_mark !== undefined);
  const marks = await brandMarks(marked.map((entry) => entry.brand_mark));
  return db.transaction(async (tx) => {
    let given = 0;
    for (const entry of marked) {
      const stored = await saveLogo(tx, { content: marks.get(entry.brand_mark)!.svg, contentType: 'image/svg+xml', source: 'simple-icons' });
      if (!stored.created) continue;
      const updated = await tx
        .update(apps)
        .set({ logoUrl: stored.path, updatedAt: new Date() })
        .where(and(sql`lower(${apps.name}) = lower(${entry.name})`, isCatalogued(), or(isNull(apps.logoUrl), aBrandMark)))
        .returning({ id: apps.id });
      given += updated.length;
    }
    return given;
  });
}
