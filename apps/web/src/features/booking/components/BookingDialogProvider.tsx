import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { BookingDialogContext } from './booking-dialog-context';

// Every public page can open the dialog but few visitors do: its code (and the calendar's) loads
// when it is first opened.
const BookingDialog = lazy(() =>
  import('./BookingDialog').then((module) => ({ default: module.BookingDialog })),
);

/** One booking dialog for the whole app; pages open it through useBookingDialog(). */
export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<string | undefined>();
  const api = useMemo(
    () => ({
      openBooking(next?: string) {
        setType(next);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <BookingDialogContext.Provider value={api}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <BookingDialog initialType={type} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </BookingDialogContext.Provider>
  );
}
