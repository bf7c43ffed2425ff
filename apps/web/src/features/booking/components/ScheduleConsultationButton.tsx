import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBookingDialog } from './booking-dialog-context';

type Props = Omit<ComponentProps<typeof Button>, 'onClick' | 'asChild'> & {
  consultationType?: string;
};

/** A button that opens the booking dialog; the label defaults to 'Schedule Consultation'. */
export function ScheduleConsultationButton({ consultationType, children, ...props }: Props) {
  const { openBooking } = useBookingDialog();
  return (
    <Button {...props} onClick={() => openBooking(consultationType)}>
      {children ?? <DefaultLabel />}
    </Button>
  );
}

// Its own component: a page that gives its own label does not load the booking catalog.
function DefaultLabel() {
  const { t } = useTranslation('booking');
  return t('schedule');
}
