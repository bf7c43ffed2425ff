import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Props = {
  /** The column's name, shown beside the value when the row is laid out as a card. */
  label: string;
  /** The cell's classes: its grid on narrow screens and its table-cell layout from a breakpoint. */
  className: string;
  /** Hides the label from the breakpoint where the table has its header row (e.g. 'lg:hidden'). */
  labelClassName: string;
  children: ReactNode;
};

/**
 * A value cell of a table that is one card per row on narrow screens (320 px too). The label is
 * for the eye only: a screen reader reads the column header, the roles being stated on the table.
 */
export function CardTableCell({ label, className, labelClassName, children }: Props) {
  return (
    <td role="cell" className={className}>
      <span aria-hidden="true" className={cn('font-medium text-muted', labelClassName)}>
        {label}
      </span>
      <span className="min-w-0 wrap-break-word">{children}</span>
    </td>
  );
}
