import type { PaidFeaturesImpact, SystemSetting, SystemSettingUpdateBody } from '#contract/admin/schema.ts';
import { FREE_PLAN_MATCHES } from '#contract/subscription/rules.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { runNamed } from '#server/db/prepared.ts';
import { listSettings, updateSetting } from '#server/modules/settings/service.ts';
import { recordAudit } from '../audit/record.ts';

/** Changes a setting and records who changed it, from what to what, in one transaction. */
export function updateSettingAudited(db: Db, actorId: string, key: string, body: SystemSettingUpdateBody): Promise<SystemSetting> {
  return db.transaction(async (tx) => {
    const before = (await listSettings(tx)).find((setting) => setting.setting_key === key);
    const updated = await updateSetting(tx, key, body);
    await recordAudit(tx, {
      actorId,
      action: 'system_setting.update',
      entityType: 'system_setting',
      entityId: updated.setting_key,
      before: before ? { setting_value: before.setting_value, description: before.description } : null,
      after: { setting_value: updated.setting_value, description: updated.description },
    });
    return updated;
  });
}

/**
 * What the paid-features switch changes, for the confirmation that asks before it is flipped: the
 * active members (not administrators) on the Free plan, how many of them have already used its
 * matches (they could not claim again until they upgrade), and those on Premium. Read from the kept
 * totals (plan-totals.ts), less the Premium periods that have run out and are not yet settled back
 * to Free, so it costs the same at any number of members.
 */
export async function paidFeaturesImpact(db: DbOrTx): Promise<PaidFeaturesImpact> {
  const [row] = await runNamed<PaidFeaturesImpact>(db, 'paid_features_impact', IMPACT_SQL, []);
  return row ?? { free_members: 0, free_members_at_limit: 0, premium_members: 0 };
}

const IMPACT_SQL = `
  WITH kept AS (
    SELECT coalesce(sum(members) FILTER (WHERE NOT premium), 0) AS free,
           coalesce(sum(members) FILTER (WHERE NOT premium AND at_limit), 0) AS free_at_limit,
           coalesce(sum(members) FILTER (WHERE premium), 0) AS premium
    FROM member_plan_totals
  ), lapsed AS (
    SELECT count(*) AS members, count(*) FILTER (WHERE matches_used >= ${FREE_PLAN_MATCHES}) AS at_limit
    FROM users
    WHERE subscription_status = 'PREMIUM' AND is_active AND NOT is_admin AND subscription_expires_at <= now()
  )
  SELECT (kept.free + lapsed.members)::int AS free_members,
         (kept.free_at_limit + lapsed.at_limit)::int AS free_members_at_limit,
         (kept.premium - lapsed.members)::int AS premium_members
  FROM kept, lapsed`;
