import { useEffect, useRef, type ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import type { EmptyStateIcon } from '#web/components/ui/empty-state.tsx';
import { Skeleton, SkeletonCard } from '#web/components/ui/skeleton.tsx';
import { AdminPanel } from './admin-panel.tsx';
import { ListSummary } from './list-summary.tsx';
import { SelectField } from './form-controls.tsx';
import { Pagination } from './pagination.tsx';
import { pageParam, useQueryParams } from './use-query-params.ts';
import { useFailureToast } from './use-failure-toast.ts';

export type StatusOption<Status extends string> = { value: Status; label: string };

/** A queue's status filter from its words, `{ open: 'Open', ... }`, in the order written (the first is the default). */
export function statusOptions<Status extends string>(labels: Readonly<Record<Status, string>>): readonly StatusOption<Status>[] {
  return (Object.entries(labels) as [Status, string][]).map(([value, label]) => ({ value, label }));
}

/** A queue's status and page, kept in the address beside ?tab= (the first status and page 1 leave it clean). */
export function useQueueFilter<Status extends string>(options: readonly StatusOption<Status>[]) {
  const [params, update] = useQueryParams();
  const requested = params.get('status');
  const first = options[0]!.value;
  const status = options.find((option) => option.value === requested)?.value ?? first;
  return {
    status,
    page: pageParam(params.get('page')),
    setStatus: (next: string) => update({ status: next === first ? null : next, page: null }),
    setPage: (next: number) => update({ page: next === 1 ? null : String(next) }),
  };
}

/** A queue's words: its heading and purpose, what its items are called, and what it says when a status has none. */
export type QueueWords<Status extends string> = {
  title: string;
  intro: string;
  /** "reports": in "Showing 1-10 of 12 reports" and "Loading reports...". */
  plural: string;
  /** Names the pages' navigation: "Report pages". */
  pagesLabel: string;
  noneFound: Record<Status, string>;
  /** The drawing beside `noneFound`. */
  emptyIcon: EmptyStateIcon;
};

type PageShape = { total: number; total_pages: number; page: number; limit: number };

type QueuePanelProps<Status extends string, Page extends PageShape, Item extends { id: string }> = {
  words: QueueWords<Status>;
  options: readonly StatusOption<Status>[];
  filter: ReturnType<typeof useQueueFilter<Status>>;
  pages: UseQueryResult<Page>;
  itemsOf: (page: Page) => readonly Item[];
  /** One item's card; it calls `onGone` after a change that takes the item out of the list (focus then goes to the count). */
  Card: ComponentType<{ item: Item; onGone: () => void }>;
};

/** The line above the list: which items are shown, or why there are none. */
function summaryOf<Status extends string>(data: PageShape, shown: number, status: Status, words: QueueWords<Status>, loading: boolean): string {
  if (loading) return `Loading ${words.plural}...`;
  if (data.total === 0) return words.noneFound[status];
  if (shown === 0) return `No ${words.plural} on this page.`;
  const first = (data.page - 1) * data.limit + 1;
  return `Showing ${first}-${first + shown - 1} of ${data.total} ${words.plural}`;
}

/** An admin queue: a status filter, the count, a page of cards and the pages; status and page kept in the address. */
export function QueuePanel<Status extends string, Page extends PageShape, Item extends { id: string }>({
  words,
  options,
  filter,
  pages,
  itemsOf,
  Card,
}: QueuePanelProps<Status, Page, Item>) {
  const plural = words.plural;
  useFailureToast(pages.error, `Failed to load ${plural}`);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const itemGone = useRef(false);
  const data = pages.data;
  // An item that leaves the list takes focus with it: the count takes it instead, whether the list
  // was already drawn without it when the card says so, or is drawn next.
  const focusLost = () => document.activeElement === null || document.activeElement === document.body;
  const keepFocus = () => {
    itemGone.current = true;
    if (focusLost()) summaryRef.current?.focus();
  };
  useEffect(() => {
    if (!itemGone.current) return;
    itemGone.current = false;
    if (focusLost()) summaryRef.current?.focus();
  }, [data]);
  const items = data ? itemsOf(data) : [];

  return (
    <AdminPanel title={words.title} intro={words.intro}>
      <form role="search" aria-label={words.title} onSubmit={(event) => event.preventDefault()} className="max-w-xs">
        <SelectField label="Status" options={options} value={filter.status} onChange={(event) => filter.setStatus(event.target.value)} />
      </form>
      <ListSummary ref={summaryRef} empty={!!data && items.length === 0 && !pages.isPlaceholderData} icon={words.emptyIcon}>
        {data && summaryOf(data, items.length, filter.status, words, pages.isPlaceholderData)}
      </ListSummary>
      {pages.isPending && (
        <Skeleton label={`Loading ${plural}...`} className="flex flex-col gap-6">
          <SkeletonCard lines={4} />
          <SkeletonCard lines={4} />
        </Skeleton>
      )}
      {pages.isError && !data && <LoadFailed onRetry={() => void pages.refetch()}>The {plural} could not be loaded.</LoadFailed>}
      {data && items.length > 0 && (
        <ol aria-label={`${words.title}, page ${data.page} of ${data.total_pages}`} aria-busy={pages.isPlaceholderData} className="flex flex-col gap-6">
          {items.map((item) => (
            <li key={item.id}>
              <Card item={item} onGone={keepFocus} />
            </li>
          ))}
        </ol>
      )}
      {data && <Pagination label={words.pagesLabel} page={data.page} totalPages={data.total_pages} onPage={filter.setPage} />}
    </AdminPanel>
  );
}
