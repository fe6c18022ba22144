import { and, desc, eq, sql } from 'drizzle-orm';
import { type AiSuggestion, type AiSuggestionRefreshResult, refreshMessage } from '#contract/admin/ai-suggestions/schema.ts';
import type { AdminAppAnswer, AppFormBody } from '#contract/admin/apps/schema.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { aiSuggestions, apps, auditLog } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';
import { isCatalogued, withOffers } from '#server/modules/apps/service.ts';
import type { LogoFetcher } from '#server/modules/logos/fetch.ts';
import { recordAudit } from '../audit/record.ts';
import { prepareSentLogo } from '../apps/sent-logo.ts';
import { insertApp } from '../apps/write.ts';
import { appValuesFrom } from '../apps/values.ts';
import { appValuesFromSuggestion, suggestionValuesFrom, toAiSuggestionDto } from './dto.ts';
import { excluder, type DiscoveryProvider } from './providers/provider.ts';

/** How many new suggestions one Find More Suggestions adds at most. */
const REFRESH_BATCH_SIZE = 5;
/** The panel lists at most this many, most confident first. */
const SUGGESTION_LIST_LIMIT = 100;

export async function listSuggestions(db: DbOrTx): Promise<AiSuggestion[]> {
  const rows = await db
    .select()
    .from(aiSuggestions)
    .orderBy(desc(aiSuggestions.confidence), sql`lower(${aiSuggestions.name})`)
    .limit(SUGGESTION_LIST_LIMIT);
  return rows.map(toAiSuggestionDto);
}

/** Names not to suggest: those listed, those already apps (a deleted one is not), and those an administrator rejected (kept in the audit trail). */
async function knownNames(db: DbOrTx): Promise<string[]> {
  const [listed, catalogue, rejected] = await Promise.all([
    db.select({ name: aiSuggestions.name }).from(aiSuggestions),
    db.select({ name: apps.name }).from(apps).where(isCatalogued()),
    db
      .selectDistinct({ name: sql<string>`${auditLog.before} ->> 'name'` })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'ai_suggestion'), eq(auditLog.action, 'ai_suggestion.reject'))),
  ]);
  return [...listed, ...catalogue, ...rejected].map((row) => row.name).filter((name): name is string => typeof name === 'string');
}

/**
 * POST /api/admin/ai-suggestions/refresh: asks the provider for programmes nobody has listed,
 * catalogued or rejected yet and stores up to REFRESH_BATCH_SIZE of them, each with its audit
 * entry, in one transaction. A provider failure stores nothing.
 */
export async function refreshSuggestions(db: Db, provider: DiscoveryProvider, actorId: string): Promise<AiSuggestionRefreshResult> {
  const exclude = await knownNames(db);
  const isKnown = excluder(exclude);
  const candidates = await provider.discover({ exclude, limit: REFRESH_BATCH_SIZE });
  const seen = new Set<string>();
  const fresh = candidates.filter((candidate) => {
    const key = candidate.name.trim().toLowerCase();
    if (isKnown(candidate.name) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const added = await db.transaction(async (tx) => {
    if (fresh.length === 0) return [];
    // Another refresh may have stored the same names meanwhile: those are skipped, not doubled.
    const rows = await tx
      .insert(aiSuggestions)
      .values(fresh.map((candidate) => suggestionValuesFrom(candidate, provider.source)))
      .onConflictDoNothing()
      .returning();
    for (const row of rows) {
      await recordAudit(tx, {
        actorId,
        action: 'ai_suggestion.create',
        entityType: 'ai_suggestion',
        entityId: row.id,
        before: null,
        after: toAiSuggestionDto(row),
      });
    }
    return rows;
  });
  const suggestions = added.map(toAiSuggestionDto).sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
  return { added: suggestions.length, message: refreshMessage(suggestions.length), suggestions };
}

const NO_SUGGESTION = 'There is no AI suggestion with that id';

async function findSuggestion(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(aiSuggestions).where(eq(aiSuggestions.id, id));
  const [suggestion] = await (forUpdate ? query.for('update') : query);
  if (!suggestion) throw new NotFoundError(NO_SUGGESTION);
  return suggestion;
}

/**
 * POST /api/admin/ai-suggestions/{id}/activate: the suggestion becomes an active app and leaves the
 * list. `reviewed`, when sent, is the offer as the administrator checked and edited it before it
 * went live (the screen always sends it); without it the suggestion's own figures are used, as the
 * spec's call does. Its logo_url is fetched first, like an administrator's; when that fails the app
 * starts with its initial tile and logo_problem says why.
 */
export async function activateSuggestion(db: Db, fetchLogo: LogoFetcher, actorId: string, id: string, reviewed?: AppFormBody): Promise<AdminAppAnswer> {
  const logo = await prepareSentLogo(reviewed ? reviewed.logo_url : (await findSuggestion(db, id)).logoUrl, fetchLogo);
  const activated = await db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, id, true);
    const values = reviewed ? { ...appValuesFrom(reviewed), isActive: true } : appValuesFromSuggestion(suggestion);
    const app = await insertApp(tx, actorId, { ...values, logoUrl: (await logo.save(tx)) ?? null });
    await tx.delete(aiSuggestions).where(eq(aiSuggestions.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'ai_suggestion.activate',
      entityType: 'ai_suggestion',
      entityId: id,
      before: toAiSuggestionDto(suggestion),
      after: { app_id: app.id },
    });
    const [dto] = await withOffers(tx, [app]);
    return dto!;
  });
  return { ...activated, logo_problem: logo.problem };
}

/** DELETE /api/admin/ai-suggestions/{id}: Reject. The name is remembered, so no refresh suggests it again. */
export function rejectSuggestion(db: Db, actorId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(aiSuggestions).where(eq(aiSuggestions.id, id)).returning();
    if (!removed) throw new NotFoundError(NO_SUGGESTION);
    await recordAudit(tx, {
      actorId,
      action: 'ai_suggestion.reject',
      entityType: 'ai_suggestion',
      entityId: id,
      before: toAiSuggestionDto(removed),
      after: null,
    });
  });
}
