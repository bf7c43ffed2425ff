/*
 * The container widths from which a CardTable is a table. Each class is written out in full,
 * so that Tailwind finds it in the source.
 */
export const cardTableLayouts = {
  '4xl': {
    cell: '@4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top',
    table: '@4xl:table @4xl:border @4xl:border-border @4xl:bg-white',
    head: '@4xl:not-sr-only',
    body: '@4xl:table-row-group',
    row: '@4xl:table-row @4xl:rounded-none @4xl:border-x-0 @4xl:border-b-0 @4xl:p-0',
    noWrap: '@4xl:whitespace-nowrap',
    label: '@4xl:hidden',
  },
  '6xl': {
    cell: '@6xl:table-cell @6xl:px-3 @6xl:py-3 @6xl:align-top',
    table: '@6xl:table @6xl:border @6xl:border-border @6xl:bg-white',
    head: '@6xl:not-sr-only',
    body: '@6xl:table-row-group',
    row: '@6xl:table-row @6xl:rounded-none @6xl:border-x-0 @6xl:border-b-0 @6xl:p-0',
    noWrap: '@6xl:whitespace-nowrap',
    label: '@6xl:hidden',
  },
};
