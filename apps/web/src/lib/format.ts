import { firm } from '@lexbridge/shared/firm/firm';

// Always in the firm's time zone, so the server render and the browser show the same text.
const firmDate = new Intl.DateTimeFormat('en-US', {
  timeZone: firm.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A date as people read it on the site, in the firm's time zone: 'March 4, 2026'. */
export function formatFirmDate(iso: string): string {
  return firmDate.format(new Date(iso));
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: firm.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22 Nov 2026, 05:42" in the firm's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Whole euros without decimals ("€150"), cents when there are any; the firm bills in euros only. */
export function formatMoney(cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
