import type { ReactNode } from 'react';
import { AppLogo } from '#web/components/app-logo.tsx';
import { mostRecent } from '#web/lib/most-recent.ts';
import { RECENT_COUNT } from './list-sizes.ts';
import { ScrollArea } from './scroll-area.tsx';
import { SectionState } from './section-notes.tsx';

type AppRow = { id: string; appName: string; logoUrl: string | null; detail: ReactNode; end: ReactNode };

/**
 * The rows of a compact list of apps (recent matches, recent codes): each the app's logo, its name
 * (two lines at most, in full on hover), a line about it, and a badge at the end, which drops below
 * the name when both do not fit (a long name on a phone).
 */
function AppRows({ rows }: { rows: readonly AppRow[] }) {
  return (
    <ul className="divide-y divide-neutral-100">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 pr-2">
          <AppLogo name={row.appName} logoUrl={row.logoUrl} size="sm" />
          <span className="min-w-0 flex-1 basis-40">
            <span className="line-clamp-2 font-semibold break-words text-neutral-900" title={row.appName}>
              {row.appName}
            </span>
            {row.detail}
          </span>
          {row.end}
        </li>
      ))}
    </ul>
  );
}

type RecentAppRowsProps<Item> = {
  items: readonly Item[] | undefined;
  state: 'pending' | 'error' | 'ready';
  /** What the list holds, for its loading and failure notes ("matches"). */
  what: string;
  /** What an empty list says. */
  empty: string;
  /** The scrolling region's name for screen readers. */
  label: string;
  /** The date that orders the items, newest first. */
  dateOf: (item: Item) => string;
  /** The line under the app's name, and what stands at the row's end. */
  describe: (item: Item) => Pick<AppRow, 'detail' | 'end'>;
};

/** Something about an app (a match, a code): its row shows the app's logo and name. */
type AboutAnApp = { id: string; app_name: string; app: { logo_url: string | null } };

/** A section's few most recent items as app rows, or the note for a list loading, failed or empty. */
export function RecentAppRows<Item extends AboutAnApp>({ items, state, what, empty, label, dateOf, describe }: RecentAppRowsProps<Item>) {
  if (state !== 'ready' || !items) return <SectionState state={state === 'ready' ? 'pending' : state} what={what} />;
  if (items.length === 0) return <SectionState state="empty" what={what} empty={empty} />;
  return (
    <ScrollArea label={label}>
      <AppRows
        rows={mostRecent(items, RECENT_COUNT, dateOf).map((item) => ({ id: item.id, appName: item.app_name, logoUrl: item.app.logo_url, ...describe(item) }))}
      />
    </ScrollArea>
  );
}
