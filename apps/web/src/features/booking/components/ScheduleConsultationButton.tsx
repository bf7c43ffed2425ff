import type { ComponentProps } from 'react';
import type { ConsultationTypeId } from '@lexbridge/shared/firm/pricing';
import { Button } from '../../../components/ui/button';
import { useBookingDialog } from './booking-dialog-context';

type Props = Omit<ComponentProps<typeof Button>, 'onClick' | 'asChild'> & {
  consultationType?: ConsultationTypeId;
};

/** A button that opens the booking dialog; the label defaults to 'Schedule Consultation'. */
export function ScheduleConsultationButton({ consultationType, children, ...props }: Props) {
  const { openBooking } = useBookingDialog();
  return (
    <Button {...props} onClick={() => openBooking(consultationType)}>
      {children ?? 'Schedule Consultation'}
    </Button>
  );
}
