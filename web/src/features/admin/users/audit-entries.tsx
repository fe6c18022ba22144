import { useAuditLog } from '../shared/api/audit-log.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { formatDateTime } from '../shared/format.ts';
import { actorName, describeChanges } from '../shared/describe-changes.ts';

/** How many changes the details modal shows; the full trail is at GET /api/admin/audit-log. */
const SHOWN = 10;

/** The changes administrators made to this user, newest first. */
export function AuditEntries({ userId }: { userId: string }) {
  const log = useAuditLog({ entity_type: 'user', entity_id: userId, limit: SHOWN });
  if (log.isPending) return <LoadingNote>Loading changes...</LoadingNote>;
  if (log.isError) return <p className="text-neutral-700">The changes could not be loaded.</p>;
  if (log.data.entries.length === 0) return <p className="text-neutral-700">No administrator has changed this account.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {log.data.entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-neutral-200 px-3 py-2 text-sm">
          <p className="font-semibold text-neutral-900">
            {formatDateTime(entry.created_at)} by {actorName(entry)}
          </p>
          <p className="break-words text-neutral-700">{describeChanges(entry)}</p>
        </li>
      ))}
      {log.data.total > SHOWN && <li className="text-sm text-neutral-600">and {log.data.total - SHOWN} earlier changes</li>}
    </ol>
  );
}
