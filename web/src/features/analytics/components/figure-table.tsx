import type { ReactNode } from 'react';
import type { ChartModel } from '../logic/chart-models.ts';

const headerClass = 'px-2 py-2 sm:px-3 text-left text-xs font-semibold tracking-wide text-neutral-700 uppercase';
const cellClass = 'px-2 py-2 sm:px-3 text-sm text-neutral-800 tabular-nums';

type TableProps = { caption: string; columns: readonly string[]; rows: readonly { key: string; cells: readonly ReactNode[] }[] };

/** A table of figures: its first column names each row; on narrow screens it scrolls sideways in its own focusable region. */
export function FigureTable({ caption, columns, rows }: TableProps) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="max-h-80 min-w-0 overflow-auto rounded-lg border border-neutral-200">
      <table className="min-w-full divide-y divide-neutral-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-neutral-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 bg-surface">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={`${cellClass} text-left font-semibold break-words text-neutral-900`}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`${cellClass} whitespace-nowrap`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart's table: its categories down the side, a column per series, each figure worded as the chart's title says it. */
export function ModelTable({ model, caption, categoryName }: { model: ChartModel; caption: string; categoryName: string }) {
  return (
    <FigureTable
      caption={caption}
      columns={[categoryName, ...model.series.map((series) => series.name)]}
      rows={model.categories.map((category, at) => ({
        key: `${at}-${category}`,
        cells: [category, ...model.series.map((series) => model.format(series.values[at] ?? null))],
      }))}
    />
  );
}
