import type { ReactNode } from 'react';
import { SectionCard } from '#web/components/section/section-card.tsx';
import type { ChartModel } from '../logic/chart-models.ts';
import { ColumnChart } from './column-chart.tsx';
import { ModelTable } from './figure-table.tsx';
import { RowChart } from './row-chart.tsx';

type ChartPanelProps = {
  title: string;
  description?: ReactNode;
  model: ChartModel;
  /** Columns over time, or bars across per app. */
  kind: 'columns' | 'rows';
  /** What the table's first column lists: Week, Month, App. */
  categoryName: string;
  /** Said instead of a chart when there is nothing to draw: no apps, or no period above zero. */
  empty: string;
  /** More under the chart and table (a total). */
  footer?: ReactNode;
  /** A control beside the heading (the weeks shown). */
  action?: ReactNode;
};

/** Per app, a row is a figure even at zero (a reward on the day of sign-up); over time, periods of nothing are not. */
function hasFigures(model: ChartModel, kind: ChartPanelProps['kind']): boolean {
  if (kind === 'rows') return model.categories.length > 0;
  return model.series.some((series) => series.values.some((value) => value !== null && value > 0));
}

/** One figure of analytics: its chart with its table beside it (below on narrow screens), both drawn from one model. */
export function ChartPanel({ title, description, model, kind, categoryName, empty, footer, action }: ChartPanelProps) {
  const label = `${title}: a chart of the figures in the table beside it`;
  return (
    <SectionCard title={title} description={description} action={action}>
      {!hasFigures(model, kind) ? (
        <p className="text-sm text-neutral-600">{empty}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {kind === 'columns' ? <ColumnChart model={model} label={label} /> : <RowChart model={model} label={label} />}
          <ModelTable model={model} caption={`${title}, as a table`} categoryName={categoryName} />
        </div>
      )}
      {footer}
    </SectionCard>
  );
}
