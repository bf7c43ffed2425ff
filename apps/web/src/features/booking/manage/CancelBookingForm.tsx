import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCancelBooking } from '../api/manage-booking';
import { CancelReasonField } from '../components/CancelReasonField';

/** Cancels with the client's reason (the firm reads it); the policy above says what is refunded. */
export function CancelBookingForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation('booking');
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
      <CancelReasonField
        id={id}
        label={t('manage.reason')}
        value={reason}
        onChange={setReason}
        missing={missing}
      />
      {cancel.isError && <Alert tone="error">{errorMessage(cancel.error)}</Alert>}
      <Button type="submit" disabled={cancel.isPending}>
        {t('manage.confirmCancel')}
      </Button>
    </form>
  );
}
