import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ChartData } from './chart-data';
import { ChartTable } from './ChartTable';
import { Legend } from './Legend';
import { useElementWidth } from './use-element-width';

type Props = {
  title: string;
  description: string;
  categoryHeader: string;
  data: ChartData;
  /** Draws the chart for the width it has. */
  chart: (width: number) => ReactNode;
  /** The drawing's height before its width is known, so nothing jumps when it appears. */
  minHeight: number;
};

/**
 * One chart of the page: its heading, what it counts, the drawing (hidden from screen readers,
 * which read the table instead) and the same figures as a table behind "Show as table".
 */
export function ChartFigure({ title, description, categoryHeader, data, chart, minHeight }: Props) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-border bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('hideTable') : t('showTable')}
        </Button>
      </div>
      <p className="mt-1 mb-3 text-sm text-muted">{description}</p>
      <div aria-hidden="true" className="space-y-3">
        <Legend series={data.series} />
        <div ref={ref} style={{ minHeight }} data-chart="">
          {width > 0 && chart(width)}
        </div>
      </div>
      <ChartTable
        id={`${id}-table`}
        caption={title}
        categoryHeader={categoryHeader}
        data={data}
        visible={showTable}
      />
    </section>
  );
}
