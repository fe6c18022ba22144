import { Button } from '#web/components/ui/button.tsx';

type NotificationActionsProps = {
  unreadCount: number;
  busy: boolean;
  onMarkAllRead: () => void;
  onMarkSelectedRead: () => void;
  onDeleteSelected: () => void;
};

/** "Mark all read" (only while something is unread), "Mark selected as read", "Delete selected". */
export function NotificationActions({ unreadCount, busy, onMarkAllRead, onMarkSelectedRead, onDeleteSelected }: NotificationActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {unreadCount > 0 && (
        <Button variant="secondary" onClick={onMarkAllRead} disabled={busy} className="px-3">
          Mark all read
        </Button>
      )}
      <Button variant="secondary" onClick={onMarkSelectedRead} disabled={busy} className="px-3">
        Mark selected as read
      </Button>
      <Button variant="secondary" onClick={onDeleteSelected} disabled={busy} className="px-3 text-danger-700 hover:text-danger-800">
        Delete selected
      </Button>
    </div>
  );
}
