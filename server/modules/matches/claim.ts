import type { ClaimRecord } from '#contract/matches/schema.ts';
import type { MatchStatus } from '#contract/matches/rules.ts';
import { maskEmail } from '#contract/referral-codes/rules.ts';
import { cappedCodeClaimMessage } from '#contract/referral-codes/monthly-cap.ts';
import type { Db } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { rowReader } from '#server/db/rows.ts';
import { apps, type ClaimInstructions } from '#server/db/schema.ts';
import { ConflictError, NotFoundError, PaymentRequiredError, type HttpError } from '#server/lib/errors.ts';
import { NO_SUCH_APP, appClosedMessage } from '../apps/service.ts';
import { MATCH_LIMIT_REACHED } from '../subscription/plan.ts';
import type { ClaimOutcome } from './claim-function.ts';
import { EarlyAccessError } from './early-access.ts';
import { claimInstructionsTemplate } from './instructions.ts';
import type { SeenFrom } from '../flags/traces.ts';

/**
 * An app (the fairest code is chosen) or one chosen code; `requestId` when meeting waiting demand
 * (the referee is then told a code was found); `seenFrom`, where the referee's own request came
 * from, when they made it (a sign of self-referral when the sharer was there too: flags/signs.ts).
 */
export type ClaimTarget = ({ appId: string } | { codeId: string }) & { requestId?: string; seenFrom?: SeenFrom };

const readApp = rowReader(apps);

/** What the claim's function answers (claim-function.ts). */
type Answer =
  | {
      outcome: 'claimed';
      match_id: string;
      app_id: string;
      app_name: string;
      status: MatchStatus;
      code: string;
      referral_link: string;
      owner_email: string;
      instructions: ClaimInstructions;
      created_at: string;
    }
  | { outcome: 'instructions'; app: Record<string, unknown>; app_version: string }
  | {
      outcome: Exclude<ClaimOutcome, 'claimed' | 'instructions' | 'capped'>;
      app_name: string | null;
      max_uses_per_user: number | null;
      opens_to_all_at: string | null;
    }
  | {
      outcome: 'capped';
      app_name: string;
      max_uses_per_user: number | null;
      opens_to_all_at: string | null;
      referrer_monthly_cap: number;
      capped_until: string;
    };

/** An app's instruction template as the function takes it, and the version of the app row (its xmin) it was built from. */
type Template = { appId: string; version: string; json: string };

/** Apps' templates, and the app of each code claimed by id, per database; a few hundred apps at most, so bounded only loosely. */
const remembered = new WeakMap<Db, { templates: Map<string, Template>; appOfCode: Map<string, string> }>();
const MAX_REMEMBERED = 10_000;

function memoryOf(db: Db) {
  let memory = remembered.get(db);
  if (!memory) remembered.set(db, (memory = { templates: new Map(), appOfCode: new Map() }));
  return memory;
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * A referee claims a code: a chosen one, or the fairest one for an app. The rules, the locks and
 * the writes are one database function, `claim_code` (claim-function.ts), called as one statement
 * prepared once per connection: a claim is one round trip. It answers the claim record or why
 * not, and this maps the answer to the response or the error people read. The instructions are
 * the app's template, built here (instructions.ts) and remembered per app row version; when the
 * function finds the template missing or out of date it answers the app row instead, and the claim
 * is asked again with the template made from it.
 */
export async function claim(db: Db, refereeId: string, target: ClaimTarget): Promise<ClaimRecord> {
  const memory = memoryOf(db);
  const appId = 'appId' in target ? target.appId : memory.appOfCode.get(target.codeId);
  let template = appId === undefined ? undefined : memory.templates.get(appId);
  for (let attempt = 1; ; attempt += 1) {
    const answer = await callClaimFunction(db, refereeId, target, template);
    if (answer.outcome === 'claimed') {
      if ('codeId' in target) remember(memory.appOfCode, target.codeId, answer.app_id);
      return {
        match_id: answer.match_id,
        app_id: answer.app_id,
        app_name: answer.app_name,
        status: answer.status,
        code: answer.code,
        referral_link: answer.referral_link,
        owner_masked_email: maskEmail(answer.owner_email),
        instructions: answer.instructions,
        created_at: new Date(answer.created_at).toISOString(),
      };
    }
    if (answer.outcome !== 'instructions') throw refusal(answer);
    // The app changed under a remembered template (or none was remembered): build it from the row the function read.
    if (attempt >= 5) throw new Error(`The app of a claim kept changing while its instructions were written (${refereeId})`);
    const app = readApp(answer.app);
    template = { appId: app.id, version: answer.app_version, json: JSON.stringify(claimInstructionsTemplate(app)) };
    remember(memory.templates, app.id, template);
    if ('codeId' in target) remember(memory.appOfCode, target.codeId, app.id);
  }
}

async function callClaimFunction(db: Db, refereeId: string, target: ClaimTarget, template: Template | undefined): Promise<Answer> {
  const [row] = await runNamed<{ answer: Answer }>(
    db,
    'claim_code',
    'SELECT claim_code($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6::text, $7::jsonb, $8::text, $9::text) AS answer',
    [
      refereeId,
      'appId' in target ? target.appId : null,
      'codeId' in target ? target.codeId : null,
      target.requestId ?? null,
      template?.appId ?? null,
      template?.version ?? null,
      template?.json ?? null,
      target.seenFrom?.address ?? null,
      target.seenFrom?.deviceId ?? null,
    ],
  );
  return row!.answer;
}

/** The error, and the exact sentence, for each way the function refuses a claim. */
function refusal(answer: Exclude<Answer, { outcome: 'claimed' | 'instructions' }>): HttpError {
  const appName = answer.app_name ?? '';
  switch (answer.outcome) {
    case 'no_account':
      return new NotFoundError('Your account no longer exists');
    case 'match_limit':
      return new PaymentRequiredError(MATCH_LIMIT_REACHED);
    case 'no_app':
      return new NotFoundError(NO_SUCH_APP);
    case 'app_closed':
      return new NotFoundError(appClosedMessage(appName));
    case 'early_access':
      return new EarlyAccessError(answer.opens_to_all_at!);
    case 'uses_app':
      return new ConflictError(alreadyUses(appName));
    case 'per_user_limit':
      return new ConflictError(
        answer.max_uses_per_user === 1
          ? `You have already claimed a ${appName} referral code`
          : `You have already claimed ${answer.max_uses_per_user} ${appName} referral codes, the most ${appName} allows`,
      );
    case 'no_code':
      return new ConflictError(`No ${appName} referral codes are available right now. We'll match you with one as soon as someone shares it.`);
    case 'unknown_code':
      return new NotFoundError('There is no referral code with that id');
    case 'own_code':
      return new ConflictError('This is your own referral code; claim someone else’s');
    case 'paused':
      return new ConflictError(`This ${appName} referral code is paused after people reported it did not work. Claim another code for ${appName}.`);
    case 'used_up':
      return new ConflictError(`This ${appName} referral code has no uses left. Claim another code for ${appName}.`);
    case 'capped':
      return new CodeCappedError(cappedCodeClaimMessage(answer.capped_until, appName, answer.referrer_monthly_cap));
  }
}

/** A code whose owner has had as many referrals this month as its app allows: nobody can have it until the 1st (waiting-demand.ts stops there). */
export class CodeCappedError extends ConflictError {}

/** Why a person who already uses an app gets no code for it (migration 0009's apps_used_by). */
function alreadyUses(appName: string): string {
  return `You already use ${appName}, so its new-customer bonus would not apply to you. Referral codes are for people who are new to an app.`;
}
