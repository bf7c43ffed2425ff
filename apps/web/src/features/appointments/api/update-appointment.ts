import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppointment,
  updateAppointmentSchema,
} from '@lexbridge/shared/schemas/appointments';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type AppointmentChanges = z.output<typeof updateAppointmentSchema>;

/** Changes the fields sent (cancelling is `status: 'cancelled'`). */
export const updateAppointment = ({ id, changes }: { id: string; changes: AppointmentChanges }) =>
  apiRequest<AdminAppointment>(`/api/admin/appointments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });

export function useUpdateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
