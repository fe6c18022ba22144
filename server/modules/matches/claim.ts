import { eq, sql } from 'drizzle-orm';
import type { ClaimRecord } from '#contract/matches/schema.ts';
import type { MatchStatus } from '#contract/matches/rules.ts';
import { maskEmail } from '#contract/referral-codes/rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { rowReader } from '#server/db/rows.ts';
import { apps, referralCodes, users, type ClaimInstructions } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, PaymentRequiredError } from '#server/lib/errors.ts';
import type { AppRow } from '../apps/dto.ts';
import { openAppOrThrow } from '../apps/service.ts';
import { PAID_FEATURES_ENABLED_SQL } from '../settings/service.ts';
import { MATCH_LIMIT_REACHED, hasReachedMatchLimit } from '../subscription/plan.ts';
import { assertOpenTo } from './early-access.ts';
import { buildClaimInstructions } from './instructions.ts';
import { markRequestFulfilled, recordWaitingDemand } from './waiting-demand.ts';
import { IN_ROTATION_SQL, rotationOrderSql } from '../referral-codes/rotation.ts';

/** An app (the fairest code is chosen) or one chosen code; `requestId` when meeting waiting demand. */
export type ClaimTarget = { appId: string } | { codeId: string; requestId?: string };

const readUser = rowReader(users);
const readApp = rowReader(apps);
type UserRow = ReturnType<typeof readUser>;

/** What a match copies from the code it takes. */
type ChosenCode = { id: string; userId: string; code: string; referralLink: string };
/** The code a claim takes, its owner's address, and its app. */
type Chosen = { app: AppRow; code: ChosenCode; ownerEmail: string };

/**
 * A referee claims a code: a chosen one, or the fairest one for an app. One transaction locks the
 * referee (so their own limits hold across concurrent claims) and the code (so its uses do), checks
 * every rule again under those locks, records the match and tells the referrer. Claims are the
 * busiest writes and each round trip to the database costs the app more than the statement costs
 * PostgreSQL, so a claim by app is three statements, each prepared once per connection: the
 * referee with the app, the fairest code with the referee's count for the app, and the match with
 * everything it changes.
 */
export async function claim(db: Db, refereeId: string, target: ClaimTarget): Promise<ClaimRecord> {
  const outcome = await db.transaction(async (tx): Promise<ClaimRecord | { waitingFor: AppRow }> => {
    const locked = await lockReferee(tx, refereeId, 'appId' in target ? target.appId : null);
    if (!locked) throw new NotFoundError('Your account no longer exists');
    if (hasReachedMatchLimit(locked.referee, locked.paidFeatures)) throw new PaymentRequiredError(MATCH_LIMIT_REACHED);

    let chosen: Chosen;
    if ('codeId' in target) {
      chosen = await lockChosenCode(tx, refereeId, target.codeId);
      assertOpenTo(locked.referee, chosen.app, locked.paidFeatures);
    } else {
      const app = openAppOrThrow(locked.app ?? undefined);
      assertOpenTo(locked.referee, app, locked.paidFeatures);
      if (locked.usesApp) throw new ConflictError(alreadyUses(app.name));
      const { held, fairest } = await lockFairestCode(tx, refereeId, app, locked.paidFeatures);
      assertUnderPerUserLimit(app, held);
      if (!fairest) {
        await recordWaitingDemand(tx, refereeId, app.id);
        return { waitingFor: app };
      }
      chosen = { app, ...fairest };
    }

    const { app, code, ownerEmail } = chosen;
    const instructions = buildClaimInstructions(app, code.code);
    const match = await recordMatch(tx, refereeId, chosen, instructions);
    if ('requestId' in target && target.requestId) {
      await markRequestFulfilled(tx, target.requestId, match.id, refereeId, app.name);
    }
    return {
      match_id: match.id,
      app_id: app.id,
      app_name: app.name,
      status: match.status,
      code: code.code,
      referral_link: code.referralLink,
      owner_masked_email: maskEmail(ownerEmail),
      instructions,
      created_at: new Date(match.created_at).toISOString(),
    };
  });
  if ('waitingFor' in outcome) {
    throw new ConflictError(
      `No ${outcome.waitingFor.name} referral codes are available right now. We'll match you with one as soon as someone shares it.`,
    );
  }
  return outcome;
}

/**
 * The referee, locked, with the paid-features switch and, for a claim by app, the app. NO KEY
 * UPDATE serialises this referee's claims without blocking the foreign-key checks of claims that
 * name them as a referrer (FOR UPDATE would, and two people claiming each other's codes at once
 * would deadlock).
 */
async function lockReferee(
  tx: Tx,
  refereeId: string,
  appId: string | null,
): Promise<{ referee: UserRow; paidFeatures: boolean; app: AppRow | null; usesApp: boolean } | null> {
  const [row] = await runNamed<{ referee: Record<string, unknown>; app: Record<string, unknown> | null; paid_features: boolean; uses_app: boolean }>(
    tx,
    'claim_lock_referee',
    `SELECT row_to_json(u) AS referee, row_to_json(a) AS app, ${PAID_FEATURES_ENABLED_SQL} AS paid_features,
      $2::uuid IN (SELECT used FROM apps_used_by($1) used) AS uses_app
    FROM users u LEFT JOIN apps a ON a.id = $2::uuid
    WHERE u.id = $1
    FOR NO KEY UPDATE OF u`,
    [refereeId, appId],
  );
  if (!row) return null;
  return { referee: readUser(row.referee), paidFeatures: row.paid_features, app: row.app && readApp(row.app), usesApp: row.uses_app === true };
}

/** Why a person who already uses an app gets no code for it (migration 0009's apps_used_by). */
export function alreadyUses(appName: string): string {
  return `You already use ${appName}, so its new-customer bonus would not apply to you. Referral codes are for people who are new to an app.`;
}

/**
 * The match, and in the same statement the code's use (it turns USED at its last), the claimant's
 * matches_used (counted with paid features off too), the referrer's REFERRAL_CLAIMED notification,
 * and the end of the claimant's wait for this app, whatever way they got a code.
 */
async function recordMatch(tx: Tx, refereeId: string, { app, code }: Chosen, instructions: ClaimInstructions) {
  const [match] = await runNamed<{ id: string; status: MatchStatus; created_at: string }>(
    tx,
    'claim_record_match',
    `WITH new_match AS (
      INSERT INTO matches (app_id, referral_code_id, referrer_id, referee_id, code, referral_link, instructions)
      VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
      RETURNING id, status, created_at
    ), code_use AS (
      UPDATE referral_codes
      SET current_uses = current_uses + 1,
        status = CASE WHEN current_uses + 1 >= max_uses THEN 'USED'::referral_code_status ELSE 'ASSIGNED'::referral_code_status END,
        last_matched_at = now(), updated_at = now()
      WHERE id = $2
    ), referee_count AS (
      UPDATE users SET matches_used = matches_used + 1 WHERE id = $4
    ), referrer_notice AS (
      INSERT INTO notifications (user_id, match_id, type, title, message)
      SELECT $3, id, 'REFERRAL_CLAIMED', 'Your referral code was claimed', $8 FROM new_match
    ), wait_over AS (
      UPDATE claim_requests SET fulfilled_at = now(), match_id = (SELECT id FROM new_match)
      WHERE user_id = $4 AND app_id = $1 AND fulfilled_at IS NULL
    )
    SELECT id, status, created_at FROM new_match`,
    [
      app.id,
      code.id,
      code.userId,
      refereeId,
      code.code,
      code.referralLink,
      JSON.stringify(instructions),
      `Someone is signing up to ${app.name} with your referral code.`,
    ],
  );
  return match!;
}

/** How many of the app's matches the referee holds (cancelled ones do not count). */
function heldBy(refereeId: string) {
  return sql<number>`(SELECT count(*)::int FROM matches m
    WHERE m.referee_id = ${refereeId} AND m.app_id = apps.id AND m.status <> 'CANCELLED')`.mapWith(Number);
}

async function lockChosenCode(tx: Tx, refereeId: string, codeId: string): Promise<Chosen> {
  const [row] = await tx
    .select({ code: referralCodes, ownerEmail: users.email, ownerActive: users.isActive })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.id, codeId))
    .for('update', { of: referralCodes });
  if (!row || row.code.status === 'WITHDRAWN') throw new NotFoundError('There is no referral code with that id');
  const { code } = row;
  if (code.userId === refereeId) throw new ConflictError('This is your own referral code; claim someone else’s');
  const [found] = await tx
    .select({ app: apps, held: heldBy(refereeId), usesApp: sql<boolean>`${apps.id} IN (SELECT used FROM apps_used_by(${refereeId}) used)` })
    .from(apps)
    .where(eq(apps.id, code.appId));
  const app = openAppOrThrow(found?.app);
  if (found!.usesApp) throw new ConflictError(alreadyUses(app.name));
  if (code.status === 'PAUSED') throw new ConflictError(`This ${app.name} referral code is paused after people reported it did not work. Claim another code for ${app.name}.`);
  if (!row.ownerActive || code.currentUses >= code.maxUses || code.status === 'USED') {
    throw new ConflictError(`This ${app.name} referral code has no uses left. Claim another code for ${app.name}.`);
  }
  assertUnderPerUserLimit(app, found!.held);
  return { app, code: { id: code.id, userId: code.userId, code: code.code, referralLink: code.referralLink }, ownerEmail: row.ownerEmail };
}

type FairestRow = { held: number; id: string | null; user_id: string; code: string; referral_link: string; owner_email: string };

/**
 * The code handed out for an app: among codes with uses left whose owners are active, the one
 * matched least recently (never-matched first, then the oldest); with paid features on, Premium
 * referrers' codes first. Codes another claim holds locked are skipped, not waited for. With it,
 * how many of the app's matches the referee holds (cancelled ones do not count), read after the
 * referee's lock so a concurrent claim of theirs is counted; no code is locked when that count has
 * reached the app's limit. The status and owner conditions are written out, not bound, so the
 * planner matches the partial index on available codes.
 */
async function lockFairestCode(tx: Tx, refereeId: string, app: AppRow, premiumFirst: boolean): Promise<{ held: number; fairest: { code: ChosenCode; ownerEmail: string } | null }> {
  const [row] = await runNamed<FairestRow>(
    tx,
    premiumFirst ? 'claim_fairest_code_premium_first' : 'claim_fairest_code',
    `SELECT held.n AS held, c.id, c.user_id, c.code, c.referral_link, c.owner_email
    FROM (SELECT count(*)::int AS n FROM matches m WHERE m.referee_id = $1 AND m.app_id = $2 AND m.status <> 'CANCELLED') held
    LEFT JOIN LATERAL (
      SELECT rc.id, rc.user_id, rc.code, rc.referral_link, u.email AS owner_email
      FROM referral_codes rc JOIN users u ON u.id = rc.user_id
      WHERE rc.app_id = $2 AND ${IN_ROTATION_SQL}
        AND rc.user_id <> $1 AND ($3::int IS NULL OR held.n < $3::int)
      ORDER BY ${rotationOrderSql(premiumFirst)}
      LIMIT 1
      FOR UPDATE OF rc SKIP LOCKED
    ) c ON true`,
    [refereeId, app.id, app.maxUsesPerUser],
  );
  const { held, id, user_id, code, referral_link, owner_email } = row!;
  return { held, fairest: id === null ? null : { code: { id, userId: user_id, code, referralLink: referral_link }, ownerEmail: owner_email } };
}

function assertUnderPerUserLimit(app: AppRow, held: number): void {
  if (app.maxUsesPerUser === null || held < app.maxUsesPerUser) return;
  throw new ConflictError(
    app.maxUsesPerUser === 1
      ? `You have already claimed a ${app.name} referral code`
      : `You have already claimed ${app.maxUsesPerUser} ${app.name} referral codes, the most ${app.name} allows`,
  );
}
