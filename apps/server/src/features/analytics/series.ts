import { firm } from '@lexbridge/shared/firm/firm';

/** The sum of `value` over the rows of each key. */
export function sumBy<Row>(rows: Row[], key: (row: Row) => string, value: (row: Row) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

/** Every key in order with its figure, 0 for a month or week in which nothing happened. */
export const filled = (keys: string[], sums: Map<string, number>) =>
  keys.map((key) => sums.get(key) ?? 0);

/**
 * The currencies money came in: the firm's own always (so a quiet period still shows its
 * chart, at zero), then any other in alphabetical order. Amounts are never added across them.
 */
export function currenciesOf(...lists: { currency: string }[][]): string[] {
  const others = new Set(lists.flat().map((row) => row.currency));
  others.delete(firm.currency);
  return [firm.currency, ...[...others].sort()];
}

export const monthCurrency = (row: { month: string; currency: string }) =>
  `${row.month} ${row.currency}`;
