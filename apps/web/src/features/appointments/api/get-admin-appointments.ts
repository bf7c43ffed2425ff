import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminAppointmentList,
  AdminAppointmentQuery,
} from '@lexbridge/shared/schemas/appointments';
import { apiRequest } from '../../../lib/api-client';
import { adminAppointmentKeys } from './keys';
import { querySearch } from './search';

/** GET /api/admin/appointments: a client's or a matter's appointments, soonest first. */
export const getAdminAppointments = (query: AdminAppointmentQuery) =>
  apiRequest<AdminAppointmentList>(`/api/admin/appointments${querySearch(query)}`);

export const getAdminAppointmentsQueryOptions = (query: AdminAppointmentQuery) =>
  queryOptions({
    queryKey: adminAppointmentKeys.list(query),
    queryFn: () => getAdminAppointments(query),
  });

export function useAdminAppointments(query: AdminAppointmentQuery) {
  return useQuery(getAdminAppointmentsQueryOptions(query));
}
