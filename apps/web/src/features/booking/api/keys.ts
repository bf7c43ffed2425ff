/** Query keys of the booking feature. Every calendar change invalidates both availability roots. */
export const bookingKeys = {
  availability: ['availability'] as const,
  month: (month: string, type: string, movingFrom?: string) =>
    movingFrom
      ? ([...bookingKeys.availability, 'moving', movingFrom, month] as const)
      : ([...bookingKeys.availability, month, type] as const),
  daySlots: (date: string | undefined, type: string, movingFrom?: string) =>
    movingFrom
      ? ([...bookingKeys.availability, 'moving', movingFrom, 'slots', date] as const)
      : ([...bookingKeys.availability, 'slots', date, type] as const),
  confirmation: (sessionId: string | null) => ['booking-confirmation', sessionId] as const,
  testCheckout: (sessionId: string) => ['test-checkout', sessionId] as const,
  managed: (token: string) => ['managed-booking', token] as const,
  adminAvailability: ['admin-availability'] as const,
  adminMonth: (month: string) => [...bookingKeys.adminAvailability, month] as const,
  adminDay: (date: string | null) => [...bookingKeys.adminAvailability, 'day', date] as const,
  defaultTimes: () => [...bookingKeys.adminAvailability, 'defaults'] as const,
};
