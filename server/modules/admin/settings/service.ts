import type { SystemSetting, SystemSettingUpdateBody } from '#contract/admin/schema.ts';
import type { Db } from '#server/db/client.ts';
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
