import { Group } from '@visx/group';
import { scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ChartData } from './chart-data';
import { CategoryAxis, ValueAxis, valueScale } from './axes';
import { CHART_HEIGHT, MARGIN, seriesDash, seriesFill, seriesStroke } from './chart-theme';

/** A line per series over the categories (weeks); the first with round markers, the next square. */
export function LineChart({ data, width }: { data: ChartData; width: number }) {
  const height = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const axis = valueScale(data, height);
  const inner = Math.max(width - axis.width - MARGIN.right, 0);
  const x = scalePoint<string>({
    domain: data.categories.map((category) => category.key),
    range: [0, inner],
    padding: 0.5,
  });
  const at = (i: number) => x(data.categories[i]!.key) ?? 0;
  // Markers only where the points are apart; a year of weeks on a phone is a line.
  const markers = inner / Math.max(data.categories.length, 1) >= 10;
  return (
    <svg width={width} height={CHART_HEIGHT} className="block text-muted">
      <Group left={axis.width} top={MARGIN.top}>
        <ValueAxis data={data} axis={axis} width={inner} />
        {data.series.map((series, s) => (
          <Group key={series.key}>
            <LinePath
              data={series.values.map((value, i) => [at(i), axis.scale(value)] as const)}
              x={(point) => point[0]}
              y={(point) => point[1]}
              strokeWidth={2}
              strokeDasharray={seriesDash[s % seriesDash.length]}
              className={seriesStroke[s % seriesStroke.length]}
              fill="none"
            />
            {markers &&
              series.values.map((value, i) =>
                s % 2 === 0 ? (
                  <circle
                    key={i}
                    cx={at(i)}
                    cy={axis.scale(value)}
                    r={3}
                    className={seriesFill[0]}
                  />
                ) : (
                  <rect
                    key={i}
                    x={at(i) - 3}
                    y={axis.scale(value) - 3}
                    width={6}
                    height={6}
                    className={seriesFill[1]}
                  />
                ),
              )}
          </Group>
        ))}
        <CategoryAxis categories={data.categories} scale={x} top={height} width={inner} />
      </Group>
    </svg>
  );
}
