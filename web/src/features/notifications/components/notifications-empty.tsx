import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** user-side.md §2: the two empty states, word for word. */
export function NotificationsEmpty({ filtering }: { filtering: boolean }) {
  return (
    <EmptyState size="page" icon={filtering ? 'search' : 'bell'} title="No notifications found" titleAs="h2">
      {filtering ? 'Try adjusting your search or filters' : "You'll be notified when someone uses your referral codes!"}
    </EmptyState>
  );
}
