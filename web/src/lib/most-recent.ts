/** The most recently changed items, newest first. */
export function mostRecent<Item>(items: readonly Item[], count: number, dateOf: (item: Item) => string): Item[] {
  return [...items].sort((a, b) => Date.parse(dateOf(b)) - Date.parse(dateOf(a))).slice(0, count);
}
