import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleLinear, type scaleBand, type scalePoint } from '@visx/scale';
import type { Category, ChartData } from './chart-data';
import { CHAR_WIDTH, LABEL_SPACING, tickLabel } from './chart-theme';

/**
 * The value scale, from 0 to a round number above the largest value; with nothing to show it
 * still spans a few units, so a quiet period draws an empty chart with an axis, not a failure.
 */
export function valueScale(data: ChartData, height: number) {
  const unit = data.unit ?? 1;
  const max = Math.max(4 * unit, ...data.series.flatMap((series) => series.values));
  const scale = scaleLinear<number>({ domain: [0, max], range: [height, 0], nice: true });
  const ticks = scale.ticks(4).filter((value) => value % unit === 0);
  // Room on the left for the widest tick label.
  const width = Math.max(...ticks.map((value) => data.tick(value).length)) * CHAR_WIDTH + 10;
  return { scale, ticks, width };
}

type ValueAxisProps = { data: ChartData; axis: ReturnType<typeof valueScale>; width: number };

/** The value axis as labels on the left and light grid lines across the chart. */
export function ValueAxis({ data, axis, width }: ValueAxisProps) {
  return (
    <>
      {axis.ticks.map((value) => (
        <line
          key={value}
          x1={0}
          x2={width}
          y1={axis.scale(value)}
          y2={axis.scale(value)}
          className="stroke-border"
        />
      ))}
      <AxisLeft
        scale={axis.scale}
        tickValues={axis.ticks}
        tickFormat={(value) => data.tick(Number(value))}
        hideAxisLine
        hideTicks
        tickLength={0}
        tickLabelProps={{ ...tickLabel, dx: -6, dy: '0.33em' }}
      />
    </>
  );
}

type CategoryAxisProps = {
  categories: Category[];
  scale: ReturnType<typeof scaleBand<string>> | ReturnType<typeof scalePoint<string>>;
  top: number;
  width: number;
};

/**
 * The categories along the bottom: every one when there is room, else every second (or third),
 * counted back from the latest, which is always labelled.
 */
export function CategoryAxis({ categories, scale, top, width }: CategoryAxisProps) {
  const fit = Math.max(1, Math.floor(width / LABEL_SPACING));
  const every = Math.ceil(categories.length / fit);
  const last = categories.length - 1;
  const shown = categories.filter((_, i) => (last - i) % every === 0);
  const labels = new Map(categories.map((category) => [category.key, category.short]));
  return (
    <AxisBottom
      top={top}
      scale={scale}
      tickValues={shown.map((category) => category.key)}
      tickFormat={(key) => labels.get(key) ?? key}
      stroke="currentColor"
      tickStroke="currentColor"
      tickLength={4}
      tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
    />
  );
}
