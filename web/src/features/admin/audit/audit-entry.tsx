import type { AuditEntry } from '#contract/admin/audit/schema.ts';
import { formatDateTime } from '../shared/format.ts';
import { ENTITY_TYPE_LABEL, ACTION_LABEL } from './audit-words.ts';
import { actorName, describeChangeLines } from '../shared/describe-changes.ts';

/** Past this many changed fields (a whole app created or deleted), the list opens on request. */
const FIELDS_SHOWN_OPEN = 4;

function Changes({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <p className="text-sm text-neutral-600">No fields recorded.</p>;
  const list = (
    <ul className="flex flex-col gap-0.5 text-sm break-words text-neutral-700">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
  if (lines.length <= FIELDS_SHOWN_OPEN) return list;
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:text-brand-900">{`Show the ${lines.length} fields recorded`}</summary>
      <div className="mt-1">{list}</div>
    </details>
  );
}

/** One administrator write: what, when (UK time), by whom, about which record, and the fields it changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-surface p-4 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h3 className="font-semibold text-neutral-900">{ACTION_LABEL[entry.action]}</h3>
        <p className="text-sm text-neutral-600">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> by{' '}
          <span className="font-semibold break-all text-neutral-800">{actorName(entry)}</span>
        </p>
      </div>
      <p className="text-sm text-neutral-700">
        {ENTITY_TYPE_LABEL[entry.entity_type]}{' '}
        <code className="rounded bg-neutral-100 px-1 py-0.5 font-mono text-xs break-all text-neutral-800">{entry.entity_id}</code>
      </p>
      <Changes lines={describeChangeLines(entry)} />
    </article>
  );
}
