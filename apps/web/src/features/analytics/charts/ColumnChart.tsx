import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import type { ChartData } from './chart-data';
import { CategoryAxis, ValueAxis, valueScale } from './axes';
import { CHART_HEIGHT, MARGIN, seriesFill } from './chart-theme';

/** Columns per category (a month), side by side when there are several series. */
export function ColumnChart({ data, width }: { data: ChartData; width: number }) {
  const height = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const axis = valueScale(data, height);
  const inner = Math.max(width - axis.width - MARGIN.right, 0);
  const x = scaleBand<string>({
    domain: data.categories.map((category) => category.key),
    range: [0, inner],
    padding: 0.25,
  });
  const side = scaleBand<string>({
    domain: data.series.map((series) => series.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  return (
    <svg width={width} height={CHART_HEIGHT} className="block text-muted">
      <Group left={axis.width} top={MARGIN.top}>
        <ValueAxis data={data} axis={axis} width={inner} />
        {data.series.map((series, s) =>
          series.values.map((value, i) => {
            const top = axis.scale(value);
            return (
              <rect
                key={`${series.key}-${data.categories[i]!.key}`}
                x={(x(data.categories[i]!.key) ?? 0) + (side(series.key) ?? 0)}
                y={top}
                width={side.bandwidth()}
                height={height - top}
                className={seriesFill[s % seriesFill.length]}
              />
            );
          }),
        )}
        <CategoryAxis categories={data.categories} scale={x} top={height} width={inner} />
      </Group>
    </svg>
  );
}
