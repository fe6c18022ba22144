import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import type { ChartModel } from '../logic/chart-models.ts';
import { colourOf, highest, Legend, ValueBar } from './chart-parts.tsx';
import { useWidth } from './use-width.ts';

const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 48 };
/** The room one label along the bottom needs ("16 Mar", "Mar 2026"). */
const LABEL_WIDTH = 60;
const AXIS_TEXT = { className: 'fill-neutral-600', fontSize: 11 } as const;

/**
 * Columns over time (weeks, months), one per series in each period. The chart is a picture for
 * sighted people (role img, named by `label`); its table says the same in words.
 */
export function ColumnChart({ model, label }: { model: ChartModel; label: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: model.categories, range: [0, innerWidth], padding: 0.25 });
  const group = scaleBand({ domain: model.series.map((series) => series.name), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, highest(model)], range: [innerHeight, 0], nice: true });
  // Only every n-th period is named when they would crowd each other.
  const every = Math.max(1, Math.ceil((model.categories.length * LABEL_WIDTH) / Math.max(1, innerWidth)));
  const named = model.categories.filter((_, index) => (model.categories.length - 1 - index) % every === 0);

  return (
    <div ref={ref} className="min-w-0">
      <Legend model={model} />
      {width > 0 && (
        <svg role="img" aria-label={label} width={width} height={HEIGHT} className="block overflow-visible text-neutral-400">
          <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
            {model.series.map((series, index) =>
              series.values.map((value, at) =>
                value === null ? null : (
                  <ValueBar
                    key={`${series.name}-${model.categories[at]}`}
                    x={(x(model.categories[at]!) ?? 0) + (group(series.name) ?? 0)}
                    y={y(value)}
                    width={group.bandwidth()}
                    height={innerHeight - y(value)}
                    category={model.categories[at]!}
                    series={series.name}
                    value={value}
                    colour={colourOf(index)}
                    text={model.format(value)}
                  />
                ),
              ),
            )}
            <AxisLeft
              scale={y}
              tickValues={y.ticks(4).filter(Number.isInteger)}
              tickFormat={(value) => model.format(Number(value))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={AXIS_TEXT}
            />
            <AxisBottom
              scale={x}
              top={innerHeight}
              tickValues={named}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
