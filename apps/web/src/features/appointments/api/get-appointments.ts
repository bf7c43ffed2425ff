import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AppointmentQuery,
  ClientAppointmentList,
} from '@lexbridge/shared/schemas/appointments';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './keys';
import { querySearch } from './search';

/** GET /api/appointments: the signed-in client's own, soonest first. */
export const getAppointments = (query: AppointmentQuery) =>
  apiRequest<ClientAppointmentList>(`/api/appointments${querySearch(query)}`);

export const getAppointmentsQueryOptions = (query: AppointmentQuery) =>
  queryOptions({ queryKey: appointmentKeys.list(query), queryFn: () => getAppointments(query) });

export function useAppointments(query: AppointmentQuery, { enabled = true } = {}) {
  return useQuery({ ...getAppointmentsQueryOptions(query), enabled });
}
