import type { AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import { BarList, barListHeight } from '../charts/BarList';
import { ChartFigure } from '../charts/ChartFigure';
import { CHART_HEIGHT } from '../charts/chart-theme';
import { ColumnChart } from '../charts/ColumnChart';
import { LineChart } from '../charts/LineChart';
import { useAnalyticsFigures, type Figure } from '../use-analytics-figures';

const charts = {
  columns: ColumnChart,
  bars: BarList,
  lines: LineChart,
} satisfies Record<Figure['kind'], unknown>;

/** Every chart of the report, two side by side where the screen is wide enough. */
export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const figures = useAnalyticsFigures(report);
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {figures.map(({ key, kind, ...figure }) => {
        const Chart = charts[kind];
        return (
          <ChartFigure
            key={key}
            {...figure}
            minHeight={kind === 'bars' ? barListHeight(figure.data) : CHART_HEIGHT}
            chart={(width) => <Chart data={figure.data} width={width} />}
          />
        );
      })}
    </div>
  );
}
