import type { Session } from './database.ts';

/** The tables the seed fills in bulk. */
const BULK_TABLES = ['users', 'referral_codes', 'user_apps', 'matches', 'notifications'];
const tableList = `ARRAY[${BULK_TABLES.map((table) => `'${table}'`).join(', ')}]::regclass[]`;

type SavedConstraint = { table_name: string; name: string; definition: string; kind: 'p' | 'u' | 'f' };
type SavedIndex = { name: string; definition: string };
export type SetAside = { constraints: SavedConstraint[]; indexes: SavedIndex[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Loading rows into tables without their indexes, keys and foreign keys, then building those once,
 * is many times faster than keeping them up to date row by row. Nothing is skipped: putting each
 * back checks every row against it (CHECK constraints stay on throughout). Triggers are off while
 * the rows go in; the inserts write what the triggers would have.
 */
export async function setAsideIndexesAndKeys(session: Session): Promise<SetAside> {
  const constraints = await session.rows<SavedConstraint>(
    `SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition, contype AS kind
     FROM pg_constraint
     WHERE contype IN ('p', 'u', 'f') AND (conrelid = ANY (${tableList}) OR confrelid = ANY (${tableList}))`,
  );
  const indexes = await session.rows<SavedIndex>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY (${tableList})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))`,
  );
  const drop = (kinds: string[]) =>
    constraints
      .filter((constraint) => kinds.includes(constraint.kind))
      .map((constraint) => `ALTER TABLE ${constraint.table_name} DROP CONSTRAINT ${quote(constraint.name)};`);
  // Triggers too (live delivery of notifications, owners' activity on codes): the inserts set what they would.
  const triggersOff = BULK_TABLES.map((table) => `ALTER TABLE ${table} DISABLE TRIGGER USER;`);
  await session.exec([...drop(['f']), ...drop(['p', 'u']), ...indexes.map((index) => `DROP INDEX ${index.name};`), ...triggersOff].join('\n'));
  return { constraints, indexes };
}

/** Builds the indexes and keys again (which checks every row), then the foreign keys. */
export async function restoreIndexesAndKeys(session: Session, saved: SetAside, step: (name: string, text: string) => Promise<void>): Promise<void> {
  const add = (kinds: string[]) =>
    saved.constraints
      .filter((constraint) => kinds.includes(constraint.kind))
      .map((constraint) => `ALTER TABLE ${constraint.table_name} ADD CONSTRAINT ${quote(constraint.name)} ${constraint.definition};`)
      .join('\n');
  await step('primary keys and unique keys', add(['p', 'u']));
  await step(`${saved.indexes.length} indexes`, saved.indexes.map((index) => `${index.definition};`).join('\n'));
  await step('foreign keys', add(['f']));
  await session.exec(BULK_TABLES.map((table) => `ALTER TABLE ${table} ENABLE TRIGGER USER;`).join('\n'));
}
