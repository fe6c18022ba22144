/** A paged admin list shows up to five page buttons (admin-side.md §2, §9). */
const MAX_PAGE_BUTTONS = 5;

/** The page numbers to offer as buttons: up to `size`, the current page as near the middle as the ends allow. */
export function pageWindow(current: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(size, Math.max(totalPages, 1));
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
