/** user-side.md §2: the two empty states, word for word. */
export function NotificationsEmpty({ filtering }: { filtering: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 bg-surface px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-neutral-900">No notifications found</h2>
      <p className="mt-2 text-neutral-700">{filtering ? 'Try adjusting your search or filters' : "You'll be notified when someone uses your referral codes!"}</p>
    </div>
  );
}
