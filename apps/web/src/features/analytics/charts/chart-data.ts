/** One bar or point along the category axis: a month, a week, a practice area. */
export type Category = {
  key: string;
  /** On the axis, where room is short: 'Apr 26'. */
  short: string;
  /** In the table: 'April 2026'. */
  long: string;
};

export type Series = { key: string; label: string; values: number[] };

/** What a chart draws and its table lists: a value per series for each category. */
export type ChartData = {
  categories: Category[];
  series: Series[];
  /** A value as the table shows it: '12', '1,234.50 EUR'. */
  format: (value: number) => string;
  /** A value-axis tick: '1,500'. */
  tick: (value: number) => string;
  /** The least step between value-axis ticks: 1 for counts, 100 for cents (whole amounts). */
  unit?: number;
};
