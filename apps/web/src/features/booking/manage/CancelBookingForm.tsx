import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX } from '@lexbridge/shared/schemas/booking-manage';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCancelBooking } from '../api/manage-booking';

/** Cancels with the client's reason (the firm reads it); the policy above says what is refunded. */
export function CancelBookingForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation(['booking', 'validation']);
  const errorMessage = useErrorMessage();
  const cancel = useCancelBooking(token);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    cancel.mutate(
      { reason },
      {
        onSuccess: () => {
          toast.success(t('manage.cancelled'));
          onDone();
        },
      },
    );
  };
  return (
    <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-3">
      <h2 className="text-xl font-semibold">{t('manage.cancelTitle')}</h2>
      <Label htmlFor={id}>{t('manage.reason')}</Label>
      <Textarea
        id={id}
        value={reason}
        maxLength={CANCEL_REASON_MAX}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {missing && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t('validation:booking.cancelReason')}
        </p>
      )}
      {cancel.isError && <Alert tone="error">{errorMessage(cancel.error)}</Alert>}
      <Button type="submit" disabled={cancel.isPending}>
        {t('manage.confirmCancel')}
      </Button>
    </form>
  );
}
