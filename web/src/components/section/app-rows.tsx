import type { ReactNode } from 'react';
import { AppLogo } from '#web/components/app-logo.tsx';

export type AppRow = { id: string; appName: string; logoUrl: string | null; detail: ReactNode; end: ReactNode };

/**
 * The rows of a compact list of apps (recent matches, recent codes): each the app's logo, its name
 * (two lines at most, in full on hover), a line about it, and a badge at the end, which drops below
 * the name when both do not fit (a long name on a phone).
 */
export function AppRows({ rows }: { rows: readonly AppRow[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 pr-2">
          <AppLogo name={row.appName} logoUrl={row.logoUrl} size="sm" />
          <span className="min-w-0 flex-1 basis-40">
            <span className="line-clamp-2 font-semibold break-words text-slate-900" title={row.appName}>
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
