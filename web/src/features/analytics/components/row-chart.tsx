import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import type { ChartModel } from '../logic/chart-models.ts';
import { colourOf, highest, Legend, ValueBar } from './chart-parts.tsx';
import { useWidth } from './use-width.ts';

const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 12;
const BAR_GAP = 3;
const GROUP_GAP = 14;
/** Room after the longest bar for its figure ("£1,250", "12.5 days"). */
const VALUE_ROOM = 72;
const CHAR_WIDTH = 7;

function shortened(name: string, width: number): string {
  const fits = Math.max(4, Math.floor(width / CHAR_WIDTH));
  return name.length <= fits ? name : `${name.slice(0, fits - 1)}…`;
}

/**
 * Bars across, one group per app (its name above, shortened to fit; in full in the table), one bar
 * per series with its figure at the end. A picture for sighted people; its table says the same.
 */
export function RowChart({ model, label }: { model: ChartModel; label: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const groupHeight = LABEL_HEIGHT + model.series.length * (BAR_HEIGHT + BAR_GAP) + GROUP_GAP;
  const height = model.categories.length * groupHeight;
  const x = scaleLinear({ domain: [0, highest(model)], range: [0, Math.max(0, width - VALUE_ROOM)] });

  return (
    <div ref={ref} className="min-w-0">
      <Legend model={model} />
      {width > 0 && (
        <svg role="img" aria-label={label} width={width} height={height} className="block">
          <g aria-hidden="true">
            {model.categories.map((category, at) => (
              <Group key={category} top={at * groupHeight}>
                <text y={12} fontSize={12} fontWeight={600} fill="#0f172a">
                  {shortened(category, width)}
                </text>
                {model.series.map((series, index) => {
                  const value = series.values[at] ?? null;
                  const top = LABEL_HEIGHT + index * (BAR_HEIGHT + BAR_GAP);
                  const text = model.format(value);
                  return (
                    <g key={series.name}>
                      {value !== null && (
                        <ValueBar x={0} y={top} width={x(value)} height={BAR_HEIGHT} category={category} series={series.name} value={value} colour={colourOf(index)} text={text} />
                      )}
                      <text x={(value === null ? 0 : x(value)) + 6} y={top + BAR_HEIGHT - 2} fontSize={11} fill="#334155">
                        {text}
                      </text>
                    </g>
                  );
                })}
              </Group>
            ))}
          </g>
        </svg>
      )}
    </div>
  );
}
