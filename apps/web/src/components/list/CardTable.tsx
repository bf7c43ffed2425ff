import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { cardTableLayouts as layouts } from './card-table-layouts';
import { CardTableCell } from './CardTableCell';

/** A column of a CardTable: its name and how a row shows its value. */
export type CardTableColumn<Row> = {
  key: string;
  label: string;
  cell(row: Row): ReactNode;
  className?: string;
};

type Props<Row> = {
  rows: Row[];
  rowKey(row: Row): string;
  /** The table's name, for screen readers. */
  caption: string;
  /** The container width from which the rows are a table rather than cards. */
  wideFrom: keyof typeof layouts;
  /** The first column, which names each row (its header cell). */
  header: CardTableColumn<Row>;
  columns: CardTableColumn<Row>[];
  /** A last column of what can be done with the row, under the card's values. */
  actions?: { label: string; cell(row: Row): ReactNode };
  classes: {
    /** Every cell's own classes (e.g. how its lines may break). */
    cell?: string;
    /** The cards' grid (e.g. two across), before the table layout. */
    body?: string;
    /** A card's grid of column name and value, e.g. 'grid-cols-[6rem_minmax(0,1fr)]'. */
    labelColumn: string;
  };
};

/**
 * Rows as a table where its own container is wide and as one card per row where it is narrower
 * (320 px too), each value showing its column's name beside it. The container's width decides,
 * not the window's: beside the admin sidebar a window leaves much less. The roles are stated, so
 * screen readers keep reading a table (row, column header, cell) after CSS has changed how the
 * elements are displayed.
 */
export function CardTable<Row>({
  rows,
  rowKey,
  caption,
  wideFrom,
  header,
  columns,
  actions,
  classes,
}: Props<Row>) {
  const layout = layouts[wideFrom];
  const cellClasses = cn(classes.cell, layout.cell);
  const labels = [header, ...columns, ...(actions ? [actions] : [])].map((column) => column.label);
  return (
    <div className="@container">
      <table role="table" className={cn('block w-full text-sm', layout.table)}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={cn('sr-only text-left', layout.head)}>
          <tr role="row">
            {labels.map((label) => (
              <th
                key={label}
                role="columnheader"
                scope="col"
                className={cn(cellClasses, 'font-medium')}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={cn('block space-y-3', classes.body, layout.body)}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={cn('block rounded-lg border border-border bg-white p-4', layout.row)}
            >
              <th
                role="rowheader"
                scope="row"
                className={cn(
                  'block pb-2 text-left',
                  header.className,
                  'font-semibold',
                  layout.noWrap,
                  cellClasses,
                )}
              >
                {header.cell(row)}
              </th>
              {columns.map((column) => (
                <CardTableCell
                  key={column.key}
                  label={column.label}
                  className={cn(
                    'grid',
                    classes.labelColumn,
                    'gap-2 py-1',
                    cellClasses,
                    column.className,
                  )}
                  labelClassName={layout.label}
                >
                  {column.cell(row)}
                </CardTableCell>
              ))}
              {actions && (
                <td role="cell" className={cn('block pt-3', cellClasses)}>
                  <div className="flex flex-wrap items-center gap-2">{actions.cell(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
