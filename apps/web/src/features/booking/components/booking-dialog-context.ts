import { createContext, useContext } from 'react';

export type BookingDialogApi = {
  /** Opens the booking dialog, preselecting a consultation type (its id; default: the first offered). */
  openBooking(type?: string): void;
};

export const BookingDialogContext = createContext<BookingDialogApi | null>(null);

/** Opens the booking dialog from anywhere under <BookingDialogProvider> (mounted in AppProviders). */
export function useBookingDialog(): BookingDialogApi {
  const api = useContext(BookingDialogContext);
  if (!api) throw new Error('useBookingDialog must be used within a BookingDialogProvider');
  return api;
}
