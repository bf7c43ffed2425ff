import type {
  AdminAppointmentQuery,
  AppointmentQuery,
} from '@lexbridge/shared/schemas/appointments';

/** Query keys of the client's own appointments (the dashboard card, a matter's list). */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (query: AppointmentQuery) => [...appointmentKeys.all, 'list', query] as const,
};

/** Query keys of the firm's appointments (under 'admin', which every admin change invalidates). */
export const adminAppointmentKeys = {
  all: ['admin', 'appointments'] as const,
  list: (query: AdminAppointmentQuery) => [...adminAppointmentKeys.all, 'list', query] as const,
};
