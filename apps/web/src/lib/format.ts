import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { firm } from '@lexbridge/shared/firm/firm';

/** A date as people read it on the site, in the firm's time zone: 'March 4, 2026'. */
export function formatFirmDate(iso: string): string {
  return format(new TZDate(iso, firm.timeZone), 'MMMM d, yyyy');
}
