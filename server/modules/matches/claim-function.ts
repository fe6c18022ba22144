import { PAID_FEATURES_ENABLED_SQL } from '../settings/service.ts';
import { appIsOpenSqlText, isCataloguedSqlText } from '../apps/service.ts';
import { hasReachedMatchLimitSqlText } from '../subscription/plan.ts';
import { IN_ROTATION_SQL, rotationOrderSql } from '../referral-codes/rotation.ts';
import { closedInEarlyAccessSqlText } from './early-access.ts';
import { CODE_PLACEHOLDER } from './instructions.ts';
import { startOfNextLondonMonthSqlText, underMonthlyCapSqlText } from '#contract/referral-codes/monthly-cap.ts';
import { isoTimestampSqlText, sqlStringLiteral } from '#server/db/json-sql.ts';
import { offerTermsJsonSqlText } from './offer-terms.ts';
import { raiseFlagSql } from '../flags/signs.ts';

/**
 * The claim in one statement: `claim_code(referee, app, code, request, template_app,
 * template_version, template, address, device)` locks the referee and the code, checks every rule in the order the
 * API has always answered them, and either records the match with everything it changes or
 * answers why not. It answers one jsonb object whose `outcome` is one of these; claim.ts turns a
 * refusal into its HTTP error and the exact message.
 *
 * The body is written here, from the same SQL text builders the rest of the server uses for each
 * rule (the plan's limit, Premium, paid features, early access, an open app, the rotation), and
 * created by `migrateDatabase` every time the server starts (server/db/routines.ts), so a rule has
 * one definition in the code and the database runs the one the code has.
 */
export type ClaimOutcome =
  | 'claimed'
  /** The app's instruction template passed in was missing or built from an older version of the app: the answer carries the app to build it from. */
  | 'instructions'
  | 'no_account'
  | 'match_limit'
  | 'no_app'
  | 'app_closed'
  | 'early_access'
  | 'uses_app'
  | 'per_user_limit'
  /** By app: no code is free; the referee's wait for one was recorded. */
  | 'no_code'
  | 'unknown_code'
  | 'own_code'
  | 'paused'
  | 'used_up'
  /** Its owner has had as many referrals this month as the app allows (the answer carries the cap and when it is back). */
  | 'capped';

/** A fixed sentence around one SQL text expression (`render` is the TypeScript that writes it), as an SQL expression. */
function sentenceSql(render: (value: string) => string, expression: string): string {
  const marker = '\u0000';
  return render(marker).split(marker).map(sqlStringLiteral).join(` || ${expression} || `);
}

/** What the referrer reads when their code is claimed. */
const referralClaimedMessage = (appName: string) => `Someone is signing up to ${appName} with your referral code.`;
/** What a waiting referee reads when a newly shared code is handed to them. */
const matchFoundMessage = (appName: string) => `A ${appName} referral code is ready for you. Open your dashboard for the instructions.`;

const refuse = (outcome: ClaimOutcome) =>
  `RETURN jsonb_build_object('outcome', '${outcome}', 'app_name', v_app_name, 'max_uses_per_user', v_per_user, 'opens_to_all_at', v_opens::text);`;

/** The app's facts every rule needs (`a` the app, `u` the referee), in the order of the INTO lists below. */
const appFacts = (paidFeatures: string) => `a.id, a.name, a.max_uses_per_user, a.opens_to_all_at, a.xmin::text,
      ${appIsOpenSqlText('a')}, ${closedInEarlyAccessSqlText('u', 'a', paidFeatures)},
      a.id IN (SELECT used FROM apps_used_by(p_referee) used)`;
const appFactsInto = 'v_app_id, v_app_name, v_per_user, v_opens, v_app_version, v_app_open, v_early_closed, v_uses_app';

/**
 * The fairest code for the app, locked (codes another claim holds are skipped, not waited for), with
 * how many of the app's matches the referee holds (cancelled ones do not count), read after the
 * referee's lock; no code is locked once that count has reached the app's limit. The rotation's
 * conditions are written out, not bound, so the planner matches the partial index on available codes.
 */
const fairestCode = (premiumFirst: boolean) => `SELECT held.n, c.id, c.user_id, c.code, c.referral_link, c.owner_email
      INTO v_held, v_code_id, v_owner_id, v_code, v_link, v_owner_email
      FROM (SELECT count(*)::int AS n FROM matches m WHERE m.referee_id = p_referee AND m.app_id = v_app_id AND m.status <> 'CANCELLED') held
      LEFT JOIN LATERAL (
        SELECT rc.id, rc.user_id, rc.code, rc.referral_link, u.email AS owner_email
        FROM referral_codes rc JOIN users u ON u.id = rc.user_id JOIN apps ca ON ca.id = rc.app_id
        WHERE rc.app_id = v_app_id AND ${IN_ROTATION_SQL}
          AND rc.user_id <> p_referee AND (v_per_user IS NULL OR held.n < v_per_user)
          AND ${underMonthlyCapSqlText('ca.referrer_monthly_cap', 'rc.user_id', 'rc.app_id')}
        ORDER BY ${rotationOrderSql(premiumFirst)}
        LIMIT 1
        FOR UPDATE OF rc SKIP LOCKED
      ) c ON true;`;

/**
 * Whether the chosen code's owner has had as many referrals of the app this month as it allows
 * (contract/referral-codes/monthly-cap.ts), read after the code's lock: a claim that took their last
 * one has committed by then, where the pick's own read may have been made before it.
 */
const monthlyCapReached = `SELECT a.referrer_monthly_cap, NOT ${underMonthlyCapSqlText('a.referrer_monthly_cap', 'v_owner_id', 'a.id')}
      INTO v_cap, v_capped FROM apps a WHERE a.id = v_app_id;`;

/** The statement that (re)creates the claim's function. */
export function claimFunctionSql(): string {
  const sentinel = sqlStringLiteral(CODE_PLACEHOLDER);
  return `CREATE OR REPLACE FUNCTION claim_code(
  p_referee uuid, p_app uuid, p_code uuid, p_request uuid,
  p_template_app uuid, p_template_version text, p_template jsonb,
  p_address text, p_device text
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $claim$
DECLARE
  v_paid boolean;
  v_limit_reached boolean;
  v_app_id uuid;
  v_app_name text;
  v_per_user int;
  v_opens timestamptz;
  v_app_version text;
  v_app_open boolean;
  v_early_closed boolean;
  v_uses_app boolean;
  v_held int;
  v_code_id uuid;
  v_owner_id uuid;
  v_code text;
  v_link text;
  v_owner_email text;
  v_code_status referral_code_status;
  v_code_app uuid;
  v_uses_left boolean;
  v_app_row json;
  v_instructions jsonb;
  v_match_id uuid;
  v_status match_status;
  v_created timestamptz;
  v_cap int;
  v_capped boolean;
BEGIN
  -- The referee, locked so their own limits hold across concurrent claims. NO KEY UPDATE does not
  -- block the foreign-key checks of claims naming them as a referrer (FOR UPDATE would, and two
  -- people claiming each other's codes at once would deadlock). With it, for a claim by app, the app.
  SELECT s.paid, ${hasReachedMatchLimitSqlText('u', 's.paid')}, ${appFacts('s.paid')}
    INTO v_paid, v_limit_reached, ${appFactsInto}
    FROM (SELECT ${PAID_FEATURES_ENABLED_SQL} AS paid) s
    CROSS JOIN users u LEFT JOIN apps a ON a.id = p_app AND ${isCataloguedSqlText('a')}
    WHERE u.id = p_referee
    FOR NO KEY UPDATE OF u;
  IF NOT FOUND THEN ${refuse('no_account')} END IF;
  IF v_limit_reached THEN ${refuse('match_limit')} END IF;

  IF p_code IS NULL THEN
    IF v_app_id IS NULL THEN ${refuse('no_app')} END IF;
    IF NOT v_app_open THEN ${refuse('app_closed')} END IF;
    IF v_early_closed THEN ${refuse('early_access')} END IF;
    IF v_uses_app THEN ${refuse('uses_app')} END IF;
    LOOP
      IF v_paid THEN
        ${fairestCode(true)}
      ELSE
        ${fairestCode(false)}
      END IF;
      EXIT WHEN v_code_id IS NULL;
      ${monthlyCapReached}
      -- Another claim took the owner's last referral of the month as this one reached their code: the next code, then.
      EXIT WHEN NOT v_capped;
    END LOOP;
    IF v_per_user IS NOT NULL AND v_held >= v_per_user THEN ${refuse('per_user_limit')} END IF;
    IF v_code_id IS NULL THEN
      -- Kept once: the referee is matched when a code is shared (waiting-demand.ts).
      INSERT INTO claim_requests (user_id, app_id) VALUES (p_referee, v_app_id) ON CONFLICT DO NOTHING;
      ${refuse('no_code')}
    END IF;
  ELSE
    SELECT rc.app_id, rc.user_id, rc.code, rc.referral_link, rc.status, u.email,
        u.is_active AND rc.current_uses < rc.max_uses AND rc.status <> 'USED'
      INTO v_code_app, v_owner_id, v_code, v_link, v_code_status, v_owner_email, v_uses_left
      FROM referral_codes rc JOIN users u ON u.id = rc.user_id
      WHERE rc.id = p_code
      FOR UPDATE OF rc;
    IF NOT FOUND OR v_code_status = 'WITHDRAWN' THEN ${refuse('unknown_code')} END IF;
    IF v_owner_id = p_referee THEN ${refuse('own_code')} END IF;
    v_code_id := p_code;
    SELECT ${appFacts('v_paid')},
        (SELECT count(*)::int FROM matches m WHERE m.referee_id = p_referee AND m.app_id = a.id AND m.status <> 'CANCELLED')
      INTO ${appFactsInto}, v_held
      FROM apps a JOIN users u ON u.id = p_referee
      WHERE a.id = v_code_app AND ${isCataloguedSqlText('a')};
    IF v_app_id IS NULL THEN ${refuse('no_app')} END IF;
    IF NOT v_app_open THEN ${refuse('app_closed')} END IF;
    IF v_uses_app THEN ${refuse('uses_app')} END IF;
    IF v_code_status = 'PAUSED' THEN ${refuse('paused')} END IF;
    IF NOT v_uses_left THEN ${refuse('used_up')} END IF;
    ${monthlyCapReached}
    IF v_capped THEN
      RETURN jsonb_build_object('outcome', 'capped', 'app_name', v_app_name, 'max_uses_per_user', v_per_user, 'opens_to_all_at', v_opens::text,
        'referrer_monthly_cap', v_cap, 'capped_until', ${isoTimestampSqlText(startOfNextLondonMonthSqlText())});
    END IF;
    IF v_per_user IS NOT NULL AND v_held >= v_per_user THEN ${refuse('per_user_limit')} END IF;
    IF v_early_closed THEN ${refuse('early_access')} END IF;
  END IF;

  -- The instructions come from the app's template (instructions.ts), built by the caller from
  -- this very version of the app row; otherwise the caller is handed the row to build it from.
  IF p_template IS NULL OR p_template_app IS DISTINCT FROM v_app_id OR p_template_version IS DISTINCT FROM v_app_version THEN
    SELECT row_to_json(a), a.xmin::text INTO v_app_row, v_app_version FROM apps a WHERE a.id = v_app_id;
    RETURN jsonb_build_object('outcome', 'instructions', 'app', v_app_row, 'app_version', v_app_version);
  END IF;
  v_instructions := replace(p_template::text, ${sentinel}, substr(to_jsonb(v_code)::text, 2, length(to_jsonb(v_code)::text) - 2))::jsonb;

  -- The match keeps the offer as it stands (terms_at_claim), read under a share lock: an
  -- administrator's change waits for the claim, or the claim reads the changed offer after it.
  INSERT INTO matches (app_id, referral_code_id, referrer_id, referee_id, code, referral_link, instructions, terms_at_claim)
    SELECT v_app_id, v_code_id, v_owner_id, p_referee, v_code, v_link, v_instructions, ${offerTermsJsonSqlText('a')}
    FROM apps a WHERE a.id = v_app_id FOR KEY SHARE OF a
    RETURNING id, status, created_at INTO v_match_id, v_status, v_created;
  -- Signs that the referee and the code's sharer are one person flag the match for the team; the claim goes on.
  ${raiseFlagSql('v_match_id', 'p_referee', 'v_owner_id', 'p_address', 'p_device')}
  -- The code's use: it turns USED at its last.
  UPDATE referral_codes
    SET current_uses = current_uses + 1,
      status = CASE WHEN current_uses + 1 >= max_uses THEN 'USED'::referral_code_status ELSE 'ASSIGNED'::referral_code_status END,
      last_matched_at = now(), updated_at = now()
    WHERE id = v_code_id;
  -- Counted with paid features off too.
  UPDATE users SET matches_used = matches_used + 1 WHERE id = p_referee;
  INSERT INTO notifications (user_id, match_id, type, title, message)
    VALUES (v_owner_id, v_match_id, 'REFERRAL_CLAIMED', 'Your referral code was claimed', ${sentenceSql(referralClaimedMessage, 'v_app_name')});
  -- The referee's wait for this app is over, whatever way they got a code.
  UPDATE claim_requests SET fulfilled_at = now(), match_id = v_match_id
    WHERE user_id = p_referee AND app_id = v_app_id AND fulfilled_at IS NULL;
  IF p_request IS NOT NULL THEN
    UPDATE claim_requests SET fulfilled_at = now(), match_id = v_match_id WHERE id = p_request;
    INSERT INTO notifications (user_id, match_id, type, title, message)
      VALUES (p_referee, v_match_id, 'MATCH_FOUND', 'We found you a referral code', ${sentenceSql(matchFoundMessage, 'v_app_name')});
  END IF;

  RETURN jsonb_build_object('outcome', 'claimed', 'match_id', v_match_id, 'app_id', v_app_id, 'app_name', v_app_name,
    'status', v_status, 'code', v_code, 'referral_link', v_link, 'owner_email', v_owner_email,
    'instructions', v_instructions, 'created_at', v_created::text);
END
$claim$;`;
}
