import type { ChartModel } from '../logic/chart-models.ts';

/** Bar colours in series order, each at least 3:1 against white (WCAG 1.4.11). */
/** The series' colours: theme tokens, so the charts follow the light or dark theme. */
const SERIES_COLOURS = ['var(--color-brand-600)', 'var(--color-info-700)', 'var(--color-warning-700)', 'var(--color-danger-700)'] as const;

export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

/** The chart's key: a swatch and a name per series, shown only when there is more than one. */
export function Legend({ model }: { model: ChartModel }) {
  if (model.series.length < 2) return null;
  return (
    <ul aria-hidden="true" className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-700">
      {model.series.map((series, index) => (
        <li key={series.name} className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: colourOf(index) }} />
          {series.name}
        </li>
      ))}
    </ul>
  );
}

/** The highest value drawn, at least 1 so an all-zero chart still has an axis. */
export function highest(model: ChartModel): number {
  return Math.max(1, ...model.series.flatMap((series) => series.values.filter((value): value is number => value !== null)));
}

type BarProps = { x: number; y: number; width: number; height: number; category: string; series: string; value: number; colour: string; text: string };

/** One bar, carrying what it stands for: a hover title, and its category, series and value for tests. */
export function ValueBar({ x, y, width, height, category, series, value, colour, text }: BarProps) {
  return (
    <rect
      x={x}
      y={y}
      width={Math.max(0, width)}
      height={Math.max(0, height)}
      style={{ fill: colour }}
      rx={2}
      data-category={category}
      data-series={series}
      data-value={value}
    >
      <title>{`${category}, ${series}: ${text}`}</title>
    </rect>
  );
}
