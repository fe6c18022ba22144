import { and, eq, sql } from 'drizzle-orm';
import { type AdminAppAnswer, type AppFormBody, type AppPatchBody, rewardProblems } from '#contract/admin/apps/schema.ts';
import type { App } from '#contract/apps/schema.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { apps } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, UnprocessableError, isUniqueViolation } from '#server/lib/errors.ts';
import { toAppSummary, type AppRow } from '#server/modules/apps/dto.ts';
import { isCatalogued, withOffers } from '#server/modules/apps/service.ts';
import type { LogoFetcher } from '#server/modules/logos/fetch.ts';
import { changedFields, recordAudit } from '../audit/record.ts';
import { settleOfferEnds } from '#server/modules/matches/offer-ended.ts';
import { tellOfferChanged } from '#server/modules/matches/offer-changed.ts';
import { createOfferFor, syncOffersWith } from './offer-sync.ts';
import { prepareSentLogo } from './sent-logo.ts';
import { appValuesFrom, formBodyOf, type AppValues } from './values.ts';
import { EARLY_ACCESS_HOURS, REWARD_FIELD_NAMES } from '#contract/apps/rules.ts';

/** The fields whose change asks for the rewards to be checked together again. */
const REWARD_FIELDS = new Set<string>(REWARD_FIELD_NAMES);

const nameTaken = (name: string) => new ConflictError(`An app called "${name}" already exists`);

/** A deleted app's name is free again (apps_name_lower_key counts only apps not deleted). */
async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: apps.id })
    .from(apps)
    .where(and(sql`lower(${apps.name}) = lower(${name})`, isCatalogued()));
  if (taken && taken.id !== exceptId) throw nameTaken(name);
}

/** A race past assertNameFree ends at the unique index; it answers the same 409. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'apps_name_lower_key')) throw nameTaken(name);
    throw error;
  }
}

async function answer(tx: Tx, row: AppRow): Promise<App> {
  const [dto] = await withOffers(tx, [row]);
  return dto!;
}

/**
 * Inserts an app inside a transaction the caller holds, with its offer and the audit entry. A new
 * app (created, or activated from a suggestion) is Premium's for its first hours: early access.
 */
export async function insertApp(tx: Tx, actorId: string, values: AppValues): Promise<AppRow> {
  await assertNameFree(tx, values.name);
  const opensToAllAt = sql`now() + make_interval(hours => ${EARLY_ACCESS_HOURS})`;
  const [row] = await tx
    .insert(apps)
    .values({ ...values, opensToAllAt })
    .returning();
  await createOfferFor(tx, row!);
  await recordAudit(tx, { actorId, action: 'app.create', entityType: 'app', entityId: row!.id, before: null, after: toAppSummary(row!) });
  return row!;
}

/** POST /api/admin/apps: a new app with its offer, from the whole form; a logo_url to fetch is fetched first. */
export async function createApp(db: Db, fetchLogo: LogoFetcher, actorId: string, body: AppFormBody): Promise<AdminAppAnswer> {
  const logo = await prepareSentLogo(body.logo_url, fetchLogo);
  const app = await uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const row = await insertApp(tx, actorId, appValuesFrom({ ...body, logo_url: await logo.save(tx) }));
      return answer(tx, row);
    }),
  );
  return { ...app, logo_problem: logo.problem };
}

/** The app with this id, locked for a change when asked (inside a transaction); 404 when there is none or it was deleted. */
export async function findApp(db: DbOrTx, id: string, forUpdate = false): Promise<AppRow> {
  const query = db
    .select()
    .from(apps)
    .where(and(eq(apps.id, id), isCatalogued()));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new NotFoundError('There is no app with that id');
  return row;
}

export const lockApp = (tx: Tx, id: string) => findApp(tx, id, true);

/**
 * Saves the app as `next` describes it, keeps its offers in step and records what changed; a save
 * that ends its offer (deactivated, or an expiry date now past) or brings it back tells the people
 * it touches, and one that changes its terms tells the parties of its live matches, in the same transaction.
 */
export async function saveApp(tx: Tx, actorId: string, before: AppRow, next: AppValues): Promise<App> {
  const beforeSummary = toAppSummary(before);
  const nextSummary = toAppSummary({ ...before, ...next });
  const changes = changedFields(beforeSummary, nextSummary);
  // A save that changes nothing writes nothing, neither to the app nor to the audit trail.
  if (Object.keys(changes.after).length === 0) return answer(tx, before);
  if (next.name.toLowerCase() !== before.name.toLowerCase()) await assertNameFree(tx, next.name, before.id);
  const [after] = await tx
    .update(apps)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(apps.id, before.id))
    .returning();
  await syncOffersWith(tx, before, after!);
  await settleOfferEnds(tx, after!.id);
  await tellOfferChanged(tx, before, after!);
  await recordAudit(tx, { actorId, action: 'app.update', entityType: 'app', entityId: before.id, ...changes });
  return answer(tx, after!);
}

/** PUT /api/admin/apps/{id}: the whole form replaces the app's fields. */
export async function replaceApp(db: Db, fetchLogo: LogoFetcher, actorId: string, id: string, body: AppFormBody): Promise<AdminAppAnswer> {
  const logo = await prepareSentLogo(body.logo_url, fetchLogo);
  const app = await uniqueName(body.name, () =>
    db.transaction(async (tx) => {
      const before = await lockApp(tx, id);
      return saveApp(tx, actorId, before, appValuesFrom({ ...body, logo_url: await logo.save(tx) }));
    }),
  );
  return { ...app, logo_problem: logo.problem };
}

/** PATCH /api/admin/apps/{id}: the fields sent change, the rest stay; the reward rules hold for the result. */
export async function patchApp(db: Db, fetchLogo: LogoFetcher, actorId: string, id: string, patch: AppPatchBody): Promise<AdminAppAnswer> {
  const logo = await prepareSentLogo(patch.logo_url, fetchLogo);
  const app = await db.transaction(async (tx) => {
    const before = await lockApp(tx, id);
    const sent = Object.fromEntries(Object.entries({ ...patch, logo_url: await logo.save(tx) }).filter(([, value]) => value !== undefined));
    const merged: AppFormBody = { ...formBodyOf(before), ...sent };
    // Rewards are checked when the change touches them: Activate/Deactivate never trips over an old row.
    const problems = Object.keys(sent).some((field) => REWARD_FIELDS.has(field)) ? rewardProblems(merged) : [];
    if (problems.length > 0) throw new UnprocessableError(problems.map((problem) => problem.message).join('; '));
    return uniqueName(merged.name, () => saveApp(tx, actorId, before, appValuesFrom(merged)));
  });
  return { ...app, logo_problem: logo.problem };
}
