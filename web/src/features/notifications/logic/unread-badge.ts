/** user-side.md §2: the bell's badge shows the unread count, 99+ above 99. */
export function unreadBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
