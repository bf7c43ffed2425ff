import { useMemo, useState, type ReactNode } from 'react';
import type { ConsultationTypeId } from '@lexbridge/shared/firm/pricing';
import { BookingDialog } from './BookingDialog';
import { BookingDialogContext } from './booking-dialog-context';

/** One booking dialog for the whole app; pages open it through useBookingDialog(). */
export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<ConsultationTypeId>('initial');
  const api = useMemo(
    () => ({
      openBooking(next: ConsultationTypeId = 'initial') {
        setType(next);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <BookingDialogContext.Provider value={api}>
      {children}
      {open && <BookingDialog initialType={type} open={open} onOpenChange={setOpen} />}
    </BookingDialogContext.Provider>
  );
}
