import { useTranslation } from 'react-i18next';
import { invoiceStatusLabel, type InvoiceStatus } from '@lexbridge/shared/schemas/invoices';
import { StatusBadge } from '../../../components/ui/status-badge';

// Colour only repeats what the text says: awaiting payment amber, late red, paid green.
const tones = {
  pending: 'warning',
  sent: 'neutral',
  paid: 'success',
  overdue: 'destructive',
  cancelled: 'neutral',
} as const satisfies Record<InvoiceStatus, string>;

/** An invoice's status as a badge, in words, in the language shown. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation(['invoices']);
  return <StatusBadge tone={tones[status]}>{t(invoiceStatusLabel(status))}</StatusBadge>;
}
