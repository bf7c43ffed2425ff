/** Whole euros without decimals ("€150"), cents when there are any (DEVIATIONS 8: EUR everywhere). */
export function formatMoney(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
