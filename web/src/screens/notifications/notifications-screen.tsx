import { useMemo, useState } from 'react';
import { NOTIFICATION_LIMITS } from '#contract/notifications/rules.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { SkeletonList } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDeleteMany } from '#web/features/notifications/api/delete-many.ts';
import { useNotifications } from '#web/features/notifications/api/list.ts';
import { useMarkAllNotificationsRead } from '#web/features/notifications/api/mark-all-read.ts';
import { useMarkManyRead } from '#web/features/notifications/api/mark-many-read.ts';
import { NOTIFICATION_TOASTS } from '#web/features/notifications/api/messages.ts';
import { useUnreadCount } from '#web/features/notifications/api/unread-count.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useNow } from '#web/lib/use-now.ts';
import { notify } from '#web/lib/toast.tsx';
import { DeleteConfirmDialog } from '#web/features/notifications/components/delete-confirm-dialog.tsx';
import { FilterMenu } from '#web/features/notifications/components/filter-menu.tsx';
import { NotificationActions } from '#web/features/notifications/components/notification-actions.tsx';
import { NotificationRow } from '#web/features/notifications/components/notification-row.tsx';
import { NotificationsEmpty } from '#web/features/notifications/components/notifications-empty.tsx';
import { SelectionBar } from '#web/features/notifications/components/selection-bar.tsx';
import { useLoadFailureToast } from '#web/features/notifications/hooks/use-load-failure-toast.ts';
import { useSelection } from '#web/features/notifications/hooks/use-selection.ts';
import { visibleNotifications, type SortOrder, type StatusFilter } from '#web/features/notifications/logic/visible-notifications.ts';

export function NotificationsScreen() {
  useDocumentTitle('Notifications');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const now = useNow();

  // "Unread only" is asked of the server; everything else is filtered here (user-side.md §4).
  const list = useNotifications({ unreadOnly: status === 'unread', limit: NOTIFICATION_LIMITS.screen });
  useLoadFailureToast(list.error, list.errorUpdatedAt);
  const unreadCount = useUnreadCount().data?.unread_count ?? 0;
  const shown = useMemo(() => visibleNotifications(list.data ?? [], { search, status, sort }), [list.data, search, status, sort]);
  const selection = useSelection(shown);

  const markAll = useMarkAllNotificationsRead();
  const markMany = useMarkManyRead();
  const deleteMany = useDeleteMany();

  function markSelectedRead() {
    const unread = selection.selected.filter((notification) => notification.status === 'UNREAD').map((notification) => notification.id);
    if (unread.length === 0) return notify.info(NOTIFICATION_TOASTS.noUnreadSelected);
    markMany.mutate(unread, { onSuccess: selection.clear });
  }

  function deleteSelected() {
    if (selection.selected.length === 0) return notify.info(NOTIFICATION_TOASTS.noneSelected);
    setConfirming(selection.selected.map((notification) => notification.id));
  }

  function confirmDelete() {
    if (!confirming) return;
    deleteMany.mutate(confirming, {
      onSuccess: selection.clear,
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <PageContainer>
      <PageTitle title="Notifications">What has happened to your referral codes and matches.</PageTitle>

      <div className="mt-8 flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Search notifications"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-w-0 flex-1 basis-64"
          />
          <FilterMenu status={status} sort={sort} onStatus={setStatus} onSort={setSort} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SelectionBar
            shown={shown.length}
            selected={selection.selected.length}
            allSelected={selection.allSelected}
            onSelectAll={selection.selectAll}
            onDeselectAll={selection.clear}
          />
          <NotificationActions
            unreadCount={unreadCount}
            busy={markAll.isPending || markMany.isPending || deleteMany.isPending}
            onMarkAllRead={() => markAll.mutate()}
            onMarkSelectedRead={markSelectedRead}
            onDeleteSelected={deleteSelected}
          />
        </div>
      </div>

      <section aria-label="Your notifications" className="mt-6">
        {list.isPending ? (
          <SkeletonList label="Loading notifications..." rows={4} lines={3} />
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()}>{NOTIFICATION_TOASTS.loadFailed}</LoadFailed>
        ) : shown.length === 0 ? (
          <NotificationsEmpty filtering={search.trim() !== '' || status !== 'all'} />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {shown.map((notification) => (
                <NotificationRow
                  key={notification.id}
                  notification={notification}
                  selected={selection.isSelected(notification.id)}
                  onToggleSelected={() => selection.toggle(notification.id)}
                  now={now}
                />
              ))}
            </ul>
            <p className="mt-4 text-sm text-neutral-600">Showing {shown.length} notification(s)</p>
          </>
        )}
      </section>

      <DeleteConfirmDialog count={confirming?.length ?? null} busy={deleteMany.isPending} onCancel={() => setConfirming(null)} onConfirm={confirmDelete} />
    </PageContainer>
  );
}
