import { useState } from 'react';
import type { AdminUser, AdminUsersFilters } from '#contract/admin/users/schema.ts';
import { ADMIN_PAGE_SIZE } from '#contract/admin/rules.ts';
import { useUsers } from './api/users.ts';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { SkeletonTable } from '#web/components/ui/skeleton.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFailureToast } from '../shared/use-failure-toast.ts';
import { Pagination } from '../shared/pagination.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';
import { UserFilters, type UserFilterValues } from './user-filters.tsx';
import { UserMetricCards } from './user-metric-cards.tsx';
import { UsersTable } from './users-table.tsx';
import { AdminPanel } from '../shared/admin-panel.tsx';
import { ListSummary } from '../shared/list-summary.tsx';

const SEARCH_DELAY_MS = 300;

function queryOf(filters: UserFilterValues, search: string, page: number): AdminUsersFilters {
  return {
    page,
    limit: ADMIN_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.plan ? { subscription_status: filters.plan } : {}),
    ...(filters.status ? { is_active: filters.status === 'active' } : {}),
  };
}

/** The User Management tab: figures, search and filters, the paged table, and the details and edit modals. */
export function UsersPanel() {
  const [filters, setFilters] = useState<UserFilterValues>({ search: '', plan: '', status: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const users = useUsers(queryOf(filters, search, page));
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  useFailureToast(users.error, 'Failed to load users');

  const data = users.data;
  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.page * data.limit, data.total) : 0;

  return (
    <AdminPanel title="User Management" intro="Search, inspect and edit accounts. Deactivating an account signs its owner out at once.">
      <UserMetricCards />
      <UserFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ListSummary empty={data?.total === 0 && !users.isPlaceholderData} icon="search">
        {data ? (data.total === 0 ? 'No users match your search and filters.' : `Showing ${first}-${last} of ${data.total} users`) : ''}
      </ListSummary>
      {users.isPending && <SkeletonTable label="Loading users..." columns={6} />}
      {users.isError && !data && <LoadFailed onRetry={() => void users.refetch()}>The users could not be loaded.</LoadFailed>}
      {data && data.users.length > 0 && (
        <UsersTable
          users={data.users}
          caption={`Users, page ${data.page} of ${data.total_pages}`}
          busy={users.isPlaceholderData}
          onView={(user) => setViewing(user.id)}
          onEdit={setEditing}
        />
      )}
      {data && <Pagination label="User table pages" page={data.page} totalPages={data.total_pages} onPage={setPage} />}
      <UserDetailsDialog userId={viewing} onClose={() => setViewing(null)} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
    </AdminPanel>
  );
}
