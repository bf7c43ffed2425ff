import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAppointment,
  createAppointmentSchema,
} from '@lexbridge/shared/schemas/appointments';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type NewAppointment = z.output<typeof createAppointmentSchema>;

/** Adds an appointment to a matter; the server mails the client its invitation. */
export const createAppointment = ({
  matterId,
  input,
}: {
  matterId: string;
  input: NewAppointment;
}) =>
  apiRequest<AdminAppointment>(`/api/admin/matters/${encodeURIComponent(matterId)}/appointments`, {
    method: 'POST',
    body: input,
  });

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
