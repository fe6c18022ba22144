/** user-side.md §2: the two empty states, word for word. */
export function NotificationsEmpty({ filtering }: { filtering: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No notifications found</h2>
      <p className="mt-2 text-slate-700">{filtering ? 'Try adjusting your search or filters' : "You'll be notified when someone uses your referral codes!"}</p>
    </div>
  );
}
