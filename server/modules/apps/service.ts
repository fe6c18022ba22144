import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { appClosedText } from '#contract/apps/rules.ts';
import type { App } from '#contract/apps/schema.ts';
import { type Db, type DbOrTx, queryRows } from '#server/db/client.ts';
import { MARKETPLACE_VERSION_SQL } from '#server/db/marketplace-version.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { apps, referralOffers } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { NO_FIGURES, toAppDto, type AppRow, type OfferFigures, type OfferRow } from './dto.ts';

/** Apps not deleted: a deleted app's row is kept only for the history of its matches, and no list or look-up shows it. */
export function isCatalogued(): SQL {
  return isNull(apps.deletedAt);
}

/** `isCatalogued` in SQL, for the apps table under `alias`. */
export function isCataloguedSqlText(alias: string): string {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return `${alias}.deleted_at IS NULL`;
}

/** Apps people can use now: not deleted, active and not past their expiry date. */
export function isOpenApp(): SQL {
  return and(isCatalogued(), eq(apps.isActive, true), or(isNull(apps.expiryDate), gt(apps.expiryDate, sql`now()`)))!;
}

/**
 * Each app's offer figures as SQL, `only` narrowing the apps: the sums of the rows triggers keep as
 * codes are written (app_offer_figures, migration 0054; withdrawn codes do not count), 16 an app,
 * rather than a pass over every shared code.
 */
function offerFiguresSql(only: SQL): SQL {
  return sql`SELECT app_id,
               sum(total_codes)::int AS total_codes,
               sum(available_codes)::int AS available_codes,
               sum(current_total_uses)::int AS current_total_uses,
               sum(total_max_uses)::int AS total_max_uses
        FROM app_offer_figures
        WHERE true ${only}
        GROUP BY app_id`;
}

/** These apps' offer figures (withdrawn codes do not count). */
async function offerFiguresByApp(db: DbOrTx, appIds: string[]): Promise<Map<string, OfferFigures>> {
  const only = sql`AND app_id IN (${sql.join(
    appIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = await queryRows<{ app_id: string } & OfferFigures>(db, offerFiguresSql(only));
  return new Map(rows.map(({ app_id, ...figures }) => [app_id, figures]));
}

/**
 * Every app's offer figures with the marketplace's version in the same statement (one snapshot), so
 * the figures are known to hold for as long as the version stays the same.
 */
export async function offerFiguresOfMarketplace(db: DbOrTx): Promise<{ version: string; figures: Map<string, OfferFigures> }> {
  const rows = await queryRows<{ version: string; app_id: string | null } & OfferFigures>(
    db,
    sql`SELECT marketplace.version, figures.* FROM (SELECT ${sql.raw(MARKETPLACE_VERSION_SQL)}::text AS version) marketplace
        LEFT JOIN (${offerFiguresSql(sql``)}) figures ON true`,
  );
  const figures = new Map<string, OfferFigures>();
  for (const { app_id, total_codes, available_codes, current_total_uses, total_max_uses } of rows) {
    if (app_id !== null) figures.set(app_id, { total_codes, available_codes, current_total_uses, total_max_uses });
  }
  return { version: rows[0]!.version, figures };
}

/** The marketplace's version now (MARKETPLACE_VERSION_SQL), as text. */
export async function marketplaceVersion(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ version: string }>(db, sql`SELECT ${sql.raw(MARKETPLACE_VERSION_SQL)}::text AS version`);
  return row!.version;
}

export async function withOffers(db: DbOrTx, rows: AppRow[]): Promise<App[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [offers, figures] = await Promise.all([
    db.select().from(referralOffers).where(inArray(referralOffers.appId, ids)).orderBy(asc(referralOffers.createdAt)),
    offerFiguresByApp(db, ids),
  ]);
  return rows.map((row) =>
    toAppDto(
      row,
      offers.filter((offer) => offer.appId === row.id),
      figures.get(row.id) ?? NO_FIGURES,
    ),
  );
}

/**
 * Apps in name order whatever the case of their names ("first direct" among the Fs), on the index
 * that keeps names unique regardless of case (apps_name_lower_key).
 */
export const byAppName = sql`lower(${apps.name})`;
/** `byAppName` for SQL written by hand, an app alias given. */
export const byAppNameSqlText = (alias: string) => `lower(${alias}.name)`;

/** The public catalogue: open apps by name, each with its offers and the given figures. */
export async function listOpenApps(db: DbOrTx, figures: Map<string, OfferFigures>): Promise<App[]> {
  const rows = await db
    .select({ app: apps, offer: referralOffers })
    .from(apps)
    .leftJoin(referralOffers, eq(referralOffers.appId, apps.id))
    .where(isOpenApp())
    .orderBy(byAppName, asc(apps.id), asc(referralOffers.createdAt));
  // Map keeps the apps in the order they were read: by name.
  const byApp = new Map<string, { row: AppRow; offers: OfferRow[] }>();
  for (const { app, offer } of rows) {
    let entry = byApp.get(app.id);
    if (!entry) byApp.set(app.id, (entry = { row: app, offers: [] }));
    if (offer) entry.offers.push(offer);
  }
  return [...byApp.values()].map(({ row, offers }) => toAppDto(row, offers, figures.get(row.id) ?? NO_FIGURES));
}

/**
 * Changes whenever an open app or one of its offers changes, or an app opens or closes: the ids and
 * row versions (`xmin`, new with every insert and update) of the open apps and their offers. Asked
 * on every visit to the catalogue, so prepared once per database (planning costs more than running).
 */
const fingerprintQuery = preparedPerDatabase((db) =>
  db
    .select({
      fingerprint: sql<
        string | null
      >`string_agg(${apps.id}::text || ':' || apps.xmin::text || ':' || coalesce(${referralOffers.id}::text || ':' || referral_offers.xmin::text, ''),
                                                  ',' ORDER BY ${apps.id}, ${referralOffers.id})`,
    })
    .from(apps)
    .leftJoin(referralOffers, eq(referralOffers.appId, apps.id))
    .where(isOpenApp())
    .prepare('catalogue_fingerprint'),
);

export async function catalogueFingerprint(db: Db): Promise<string> {
  const [row] = await fingerprintQuery(db).execute();
  return row?.fingerprint ?? '';
}

export function appIsOpen(row: AppRow, now = new Date()): boolean {
  return row.deletedAt === null && row.isActive && (row.expiryDate === null || row.expiryDate > now);
}

/** `appIsOpen` in SQL, for the apps table under `alias` (the claim's function, matches/claim-function.ts). */
export function appIsOpenSqlText(alias: string): string {
  return `(${isCataloguedSqlText(alias)} AND ${alias}.is_active AND (${alias}.expiry_date IS NULL OR ${alias}.expiry_date > now()))`;
}

export const NO_SUCH_APP = 'There is no app with that id';

/** Why an app that is closed gives out no code. */
export const appClosedMessage = appClosedText;

/** The app read for an id, if people can use it now; 404 when there is none (or it was deleted) or it is closed. */
function openAppOrThrow(row: AppRow | undefined): AppRow {
  if (!row || row.deletedAt !== null) throw new NotFoundError(NO_SUCH_APP);
  if (!appIsOpen(row)) throw new NotFoundError(appClosedMessage(row.name));
  return row;
}

/** An app people can use now; 404 when there is none with that id or it is closed. */
export async function findOpenApp(db: DbOrTx, appId: string): Promise<AppRow> {
  const [row] = await db.select().from(apps).where(eq(apps.id, appId));
  return openAppOrThrow(row);
}
