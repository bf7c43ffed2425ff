import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { ChartData } from './chart-data';

type Props = {
  id: string;
  caption: string;
  /** The first column's heading: 'Month', 'Practice area'. */
  categoryHeader: string;
  data: ChartData;
  visible: boolean;
};

/**
 * The chart's figures as a table: what screen readers read instead of the drawing (hidden from
 * sight until asked for, never from them) and what anyone may open to see the exact values.
 */
export function ChartTable({ id, caption, categoryHeader, data, visible }: Props) {
  const { t } = useTranslation('analytics');
  return (
    // The wrapper is what is hidden: a table keeps its content's width whatever its own size.
    // Shown, it scrolls sideways on its own if a phone is too narrow, and takes focus to do so.
    <div
      id={id}
      role={visible ? 'region' : undefined}
      aria-label={visible ? t('tableLabel', { title: caption }) : undefined}
      tabIndex={visible ? 0 : undefined}
      className={cn(visible ? 'mt-4 overflow-x-auto' : 'sr-only')}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {categoryHeader}
            </th>
            {data.series.map((series) => (
              <th key={series.key} scope="col" className="py-1.5 pl-2 text-right font-medium">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, i) => (
            <tr key={category.key} className="border-b border-border/60">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {category.long}
              </th>
              {data.series.map((series) => (
                <td
                  key={series.key}
                  className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums"
                >
                  {data.format(series.values[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
