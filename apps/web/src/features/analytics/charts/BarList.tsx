import { scaleLinear } from '@visx/scale';
import type { ChartData } from './chart-data';
import { CHAR_WIDTH, FONT_SIZE, seriesFill } from './chart-theme';

const ROW = 40;
const BAR = 14;

export const barListHeight = (data: ChartData) => ROW * data.categories.length;

/**
 * One horizontal bar per category (a practice area, a status), its name above it and its value
 * at its end: long names stay readable on a phone, where they would not fit under columns.
 */
export function BarList({ data, width }: { data: ChartData; width: number }) {
  const values = data.series[0]?.values ?? [];
  const room = Math.max(...values.map((value) => data.format(value).length)) * CHAR_WIDTH + 8;
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...values)],
    range: [0, Math.max(width - room, 0)],
  });
  return (
    <svg width={width} height={barListHeight(data)} className="block text-navy-900">
      {data.categories.map((category, i) => {
        const value = values[i] ?? 0;
        const top = i * ROW;
        return (
          <g key={category.key}>
            <text x={0} y={top + FONT_SIZE} fontSize={FONT_SIZE} fill="currentColor">
              {category.short}
            </text>
            <rect x={0} y={top + 18} width={x(value)} height={BAR} className={seriesFill[0]} />
            <text x={x(value) + 6} y={top + 18 + BAR - 3} fontSize={FONT_SIZE} fill="currentColor">
              {data.format(value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
