import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX } from '@lexbridge/shared/schemas/booking-manage';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Sent empty: the field says a reason is needed. */
  missing: boolean;
};

/** Why a consultation is cancelled (required, as the server checks), with its message when empty. */
export function CancelReasonField({ id, label, value, onChange, missing }: Props) {
  const { t } = useTranslation('validation');
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={CANCEL_REASON_MAX}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t('booking.cancelReason')}
        </p>
      )}
    </>
  );
}
