import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBooking } from '@lexbridge/shared/schemas/availability';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { formatMoney } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFirmCancel } from '../api/firm-booking-changes';
import { CancelReasonField } from '../components/CancelReasonField';

type Props = { booking: AdminBooking; onDone(): void };

/**
 * The firm cancels a paid consultation with a reason the client reads, refunding the whole amount
 * (checked at first) or nothing.
 */
export function FirmCancelForm({ booking, onDone }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const cancel = useFirmCancel(booking.id);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(booking.amountCents > 0);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const amount = formatMoney(booking.amountCents, booking.currency, language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    cancel.mutate(
      { reason, refund },
      {
        onSuccess: () => {
          toast.success(
            t(
              refund ? 'admin.bookingActions.cancelledRefunded' : 'admin.bookingActions.cancelled',
              { amount },
            ),
          );
          onDone();
        },
      },
    );
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={t('admin.bookingActions.cancelTitle', { name: booking.clientName })}
      className="mt-3 space-y-3"
    >
      <CancelReasonField
        id={`${id}-reason`}
        label={t('admin.bookingActions.reason')}
        value={reason}
        onChange={setReason}
        missing={missing}
      />
      {booking.amountCents > 0 && (
        <div className="flex items-center gap-2">
          <input
            id={`${id}-refund`}
            type="checkbox"
            className="size-4"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          <Label htmlFor={`${id}-refund`}>{t('admin.bookingActions.refund', { amount })}</Label>
        </div>
      )}
      {cancel.isError && <Alert tone="error">{errorMessage(cancel.error)}</Alert>}
      <Button type="submit" disabled={cancel.isPending}>
        {t('admin.bookingActions.confirmCancel')}
      </Button>
    </form>
  );
}
