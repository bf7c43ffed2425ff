import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invoiceStatuses,
  invoiceStatusLabel,
  type AdminInvoice,
  type InvoiceStatus,
} from '@lexbridge/shared/schemas/invoices';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useUpdateInvoiceStatus } from '../api/update-invoice-status';
import { InvoicePdfLink } from '../components/InvoicePdfLink';

/**
 * What the firm does with one invoice: the two quick steps (Mark Paid on any invoice not paid,
 * Mark Overdue on any not overdue), any status through the select, and the PDF. Choosing Sent
 * e-mails the client, so it is confirmed first; cancelling leaves the invoice as it was.
 */
export function AdminInvoiceActions({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation(['invoices']);
  const describeError = useErrorMessage();
  const update = useUpdateInvoiceStatus();
  const number = invoice.number;
  const [confirmingSend, setConfirmingSend] = useState(false);
  const select = useRef<HTMLSelectElement>(null);

  function changeStatus(status: InvoiceStatus) {
    update.mutate(
      { id: invoice.id, status },
      {
        onSuccess: () => toast.success(t('admin.statusUpdated')),
        onError: (error) =>
          toast.error(t('admin.statusFailed'), { description: describeError(error) }),
      },
    );
  }

  return (
    <>
      {invoice.status !== 'paid' && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('admin.markPaidLabel', { number })}
          disabled={update.isPending}
          onClick={() => changeStatus('paid')}
        >
          {t('admin.markPaid')}
        </Button>
      )}
      {invoice.status !== 'overdue' && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('admin.markOverdueLabel', { number })}
          disabled={update.isPending}
          onClick={() => changeStatus('overdue')}
        >
          {t('admin.markOverdue')}
        </Button>
      )}
      {/* The select fills its box (as every Select does); the box keeps it to a status's width. */}
      <div className="w-44 max-w-full">
        <Select
          aria-label={t('admin.statusOf', { number })}
          value={invoice.status}
          disabled={update.isPending}
          ref={select}
          onChange={(event) => {
            const status = event.target.value as InvoiceStatus;
            // Only a move to Sent mails the client; staying Sent mails nobody.
            if (status === 'sent' && invoice.status !== 'sent') setConfirmingSend(true);
            else changeStatus(status);
          }}
        >
          {invoiceStatuses.map((status) => (
            <option key={status} value={status}>
              {t(invoiceStatusLabel(status))}
            </option>
          ))}
        </Select>
      </div>
      <ConfirmDialog
        open={confirmingSend}
        onOpenChange={setConfirmingSend}
        returnFocusTo={select}
        title={t('admin.sendTitle', { number })}
        description={t('admin.sendText', {
          number,
          name: invoice.clientName || invoice.clientEmail,
          email: invoice.clientEmail,
        })}
        confirmLabel={t('admin.sendConfirm')}
        onConfirm={() => changeStatus('sent')}
      />
      <InvoicePdfLink invoice={invoice} />
    </>
  );
}
