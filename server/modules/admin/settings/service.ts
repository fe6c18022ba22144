import { sql } from 'drizzle-orm';
import type { PaidFeaturesImpact, SystemSetting, SystemSettingUpdateBody } from '#contract/admin/schema.ts';
import { FREE_PLAN_MATCHES } from '#contract/subscription/rules.ts';
import { queryRows, type Db, type DbOrTx } from '#server/db/client.ts';
import { isPremiumSql } from '#server/modules/subscription/plan.ts';
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
 * matches (they could not claim again until they upgrade), and those on Premium. One pass over the
 * people; the switch is rare and the count is for a person to read.
 */
export async function paidFeaturesImpact(db: DbOrTx): Promise<PaidFeaturesImpact> {
  const premium = isPremiumSql('users');
  const [row] = await queryRows<PaidFeaturesImpact>(
    db,
    sql`SELECT (count(*) FILTER (WHERE NOT ${premium}))::int AS free_members,
               (count(*) FILTER (WHERE NOT ${premium} AND matches_used >= ${FREE_PLAN_MATCHES}))::int AS free_members_at_limit,
               (count(*) FILTER (WHERE ${premium}))::int AS premium_members
        FROM users WHERE is_active AND NOT is_admin`,
  );
  return row ?? { free_members: 0, free_members_at_limit: 0, premium_members: 0 };
}
