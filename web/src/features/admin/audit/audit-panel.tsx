import type { AuditLogPage } from '#contract/admin/audit/schema.ts';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { SkeletonList } from '#web/components/ui/skeleton.tsx';
import { useAuditLog } from '../shared/api/audit-log.ts';
import { Pagination } from '../shared/pagination.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { useQueryParams } from '../shared/use-query-params.ts';
import { AuditEntryItem } from './audit-entry.tsx';
import { AuditFilterForm } from './audit-filter-form.tsx';
import { auditLogQuery, readAuditFilters } from './audit-filters.ts';
import { AdminPanel } from '../shared/admin-panel.tsx';
import { ListSummary } from '../shared/list-summary.tsx';

const ID_DELAY_MS = 300;

/** The line above the list: which entries are shown, or why there are none. */
function summaryOf(data: AuditLogPage, { loading, filtered }: { loading: boolean; filtered: boolean }): string {
  if (loading) return 'Loading the audit log...';
  if (data.total === 0) return filtered ? 'No entries match these filters.' : 'No administrator has changed anything yet.';
  if (data.entries.length === 0) return 'No entries on this page.';
  const first = (data.page - 1) * data.limit + 1;
  return `Showing ${first}-${first + data.entries.length - 1} of ${data.total} entries`;
}

/** The Audit Log tab: every administrator write, newest first, 20 a page; the filters kept in the address. */
export function AuditPanel() {
  const [params, update] = useQueryParams();
  const filters = readAuditFilters(params);
  // The id is asked for once typing pauses, not at every key.
  const entityId = useDebouncedValue(filters.entityId, ID_DELAY_MS);
  const log = useAuditLog(auditLogQuery({ ...filters, entityId }, ADMIN_PAGE_SIZE));
  useFailureToast(log.error, 'Failed to load the audit log');

  const data = log.data;
  const filtered = filters.entityType !== null || filters.action !== null || entityId.trim() !== '';

  return (
    <AdminPanel title="Audit Log" intro="Every change an administrator made, newest first, with what it changed. Times are UK time.">
      <AuditFilterForm
        filters={filters}
        onChange={(change) =>
          update({
            ...(change.entityType !== undefined ? { entity_type: change.entityType } : {}),
            ...(change.action !== undefined ? { action: change.action } : {}),
            ...(change.entityId !== undefined ? { entity_id: change.entityId } : {}),
            page: null,
          })
        }
      />
      <ListSummary empty={data?.entries.length === 0 && !log.isPlaceholderData} icon={filtered ? 'search' : 'document'}>
        {data && summaryOf(data, { loading: log.isPlaceholderData, filtered })}
      </ListSummary>
      {log.isPending && <SkeletonList label="Loading the audit log..." rows={4} logo={false} lines={2} />}
      {log.isError && !data && <LoadFailed onRetry={() => void log.refetch()}>The audit log could not be loaded.</LoadFailed>}
      {data && data.entries.length > 0 && (
        <ol aria-label={`Audit log, page ${data.page} of ${data.total_pages}`} aria-busy={log.isPlaceholderData} className="flex flex-col gap-3">
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryItem entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pagination
          label="Audit log pages"
          page={data.page}
          totalPages={data.total_pages}
          onPage={(next) => update({ page: next === 1 ? null : String(next) })}
        />
      )}
    </AdminPanel>
  );
}
