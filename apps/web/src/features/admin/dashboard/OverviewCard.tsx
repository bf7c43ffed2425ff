import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

type Props = { label: string; value: ReactNode; to: string; icon: LucideIcon; detail?: ReactNode };

/**
 * One figure of the overview; the whole card is one link to the list it counts, named by its label
 * and figure so a screen reader hears both.
 */
export function OverviewCard({ label, value, to, icon: Icon, detail }: Props) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-2 rounded-lg border border-border bg-white p-5 transition-colors hover:border-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-800"
      >
        <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted">
          {label}
          <Icon aria-hidden="true" className="size-4 shrink-0" />
        </span>
        <span className="font-sans text-2xl font-semibold text-navy-900 tabular-nums">{value}</span>
        {detail ? <span className="text-sm text-muted">{detail}</span> : null}
      </Link>
    </li>
  );
}
