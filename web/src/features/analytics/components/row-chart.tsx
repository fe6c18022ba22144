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
const LABEL_FONT = '600 12px ui-sans-serif, system-ui, sans-serif';

let measuring: CanvasRenderingContext2D | null | undefined;
/** How wide `text` is drawn in the labels' font (about 8 px a letter where a canvas cannot say). */
function textWidth(text: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * 8;
  measuring.font = LABEL_FONT;
  return measuring.measureText(text).width;
}

/** The name as it fits in `width`, cut with an ellipsis where it does not (it is whole in the table). */
function shortened(name: string, width: number): string {
  if (textWidth(name) <= width) return name;
  let end = name.length;
  while (end > 1 && textWidth(`${name.slice(0, end)}…`) > width) end -= 1;
  return `${name.slice(0, end).trimEnd()}…`;
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
                <text y={12} style={{ font: LABEL_FONT }} className="fill-neutral-900">
                  {shortened(category, width)}
                </text>
                {model.series.map((series, index) => {
                  const value = series.values[at] ?? null;
                  const top = LABEL_HEIGHT + index * (BAR_HEIGHT + BAR_GAP);
                  const text = model.format(value);
                  return (
                    <g key={series.name}>
                      {value !== null && (
                        <ValueBar
                          x={0}
                          y={top}
                          width={x(value)}
                          height={BAR_HEIGHT}
                          category={category}
                          series={series.name}
                          value={value}
                          colour={colourOf(index)}
                          text={text}
                        />
                      )}
                      <text x={(value === null ? 0 : x(value)) + 6} y={top + BAR_HEIGHT - 2} fontSize={11} className="fill-neutral-700">
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
