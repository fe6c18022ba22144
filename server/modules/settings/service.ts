import { eq, sql, type SQL } from 'drizzle-orm';
import { type SystemSetting, type SystemSettingUpdateBody, settingKey } from '#contract/admin/schema.ts';
import type { SettingKey } from '#contract/admin/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { systemSettings } from '#server/db/schema.ts';
import { NotFoundError } from '#server/lib/errors.ts';

/** Every setting the product reads, with the value it has until an administrator changes it. */
const DEFINITIONS: Record<SettingKey, { defaultValue: boolean; description: string }> = {
  paid_features_enabled: {
    defaultValue: false,
    description: 'When on, the Free plan allows 3 matches and users see plans and upgrade prompts.',
  },
};

type SettingRow = typeof systemSettings.$inferSelect;

function toDto(key: SettingKey, row: SettingRow | undefined): SystemSetting {
  const definition = DEFINITIONS[key];
  return {
    setting_key: key,
    setting_value: typeof row?.settingValue === 'boolean' ? row.settingValue : definition.defaultValue,
    description: row?.description ?? definition.description,
    updated_at: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

function parseKey(key: string): SettingKey {
  const parsed = settingKey.safeParse(key);
  if (!parsed.success) throw new NotFoundError(`There is no setting called "${key}"`);
  return parsed.data;
}

export async function listSettings(db: DbOrTx): Promise<SystemSetting[]> {
  const rows = await db.select().from(systemSettings);
  const byKey = new Map(rows.map((row) => [row.settingKey, row]));
  return settingKey.options.map((key) => toDto(key, byKey.get(key)));
}

async function getSettingValue(db: DbOrTx, key: SettingKey): Promise<boolean> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.settingKey, key));
  return toDto(key, row).setting_value;
}

export function isPaidFeaturesEnabled(db: DbOrTx): Promise<boolean> {
  return getSettingValue(db, 'paid_features_enabled');
}

/** `isPaidFeaturesEnabled` as SQL text, for statements written out whole. */
export const PAID_FEATURES_ENABLED_SQL = `coalesce((SELECT CASE WHEN jsonb_typeof(s.setting_value) = 'boolean' THEN s.setting_value::text::boolean END
    FROM system_settings s WHERE s.setting_key = 'paid_features_enabled'), ${DEFINITIONS.paid_features_enabled.defaultValue ? 'true' : 'false'})`;

/** `isPaidFeaturesEnabled` as an SQL expression, for a statement that reads it along with other things. */
export function paidFeaturesEnabledSql(): SQL<boolean> {
  return sql<boolean>`${sql.raw(PAID_FEATURES_ENABLED_SQL)}`;
}

export async function updateSetting(db: DbOrTx, rawKey: string, body: SystemSettingUpdateBody): Promise<SystemSetting> {
  const key = parseKey(rawKey);
  const values = {
    settingKey: key,
    settingValue: body.setting_value,
    description: body.description ?? DEFINITIONS[key].description,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(systemSettings)
    .values(values)
    .onConflictDoUpdate({
      target: systemSettings.settingKey,
      set: { settingValue: values.settingValue, updatedAt: values.updatedAt, ...(body.description != null ? { description: body.description } : {}) },
    })
    .returning();
  return toDto(key, row);
}
