import { firm } from '@lexbridge/shared/firm/firm';

// Always in the firm's time zone, so the server render and the browser show the same text.
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
