import type {
  AdminAppointment,
  ClientAppointment,
  ClientAppointmentList,
} from '@lexbridge/shared/schemas/appointments';

/** A client's appointment for tests; `n` makes the id and title unique. */
export function clientAppointment(
  n: number,
  changes: Partial<ClientAppointment> = {},
): ClientAppointment {
  return {
    kind: 'appointment',
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    matterId: '00000000-0000-4000-8000-000000000001',
    matterTitle: 'Matter 1',
    title: `Appointment ${n}`,
    startsAt: '2030-07-15T07:30:00.000Z',
    endsAt: '2030-07-15T08:30:00.000Z',
    date: '2030-07-15',
    time: '10:30',
    durationMinutes: 60,
    location: null,
    status: 'scheduled',
    ...changes,
  };
}

export function adminAppointment(
  n: number,
  changes: Partial<AdminAppointment> = {},
): AdminAppointment {
  return {
    ...clientAppointment(n),
    clientId: 'c1',
    clientName: 'Maria Georgiou',
    sequence: 0,
    createdAt: '2030-07-01T08:00:00.000Z',
    updatedAt: '2030-07-01T08:00:00.000Z',
    ...changes,
  };
}

/** The answer of GET /api/appointments with these entries. */
export const appointmentList = (
  appointments: ClientAppointmentList['appointments'],
  total = appointments.length,
): { status: number; body: ClientAppointmentList } => ({
  status: 200,
  body: { appointments, total },
});
