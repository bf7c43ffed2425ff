import { cn } from '../../../lib/cn';
import type { Series } from './chart-data';
import { seriesSwatch } from './chart-theme';

/** Which colour is which series, when a chart has more than one. */
export function Legend({ series }: { series: Series[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {series.map((item, i) => (
        <li key={item.key} className="flex items-center gap-2">
          <span className={cn('size-3 rounded-sm', seriesSwatch[i % seriesSwatch.length])} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
