import {
  appointmentStatusSchema,
  createAppointmentSchema,
  type AdminAppointment,
  type AppointmentStatus,
} from '@lexbridge/shared/schemas/appointments';
import { msg } from '@lexbridge/shared/i18n/message';
import { z } from '@lexbridge/shared/zod';

/** The dialog's schema: the server's fields, the matter to add it to, and (editing) its status. */
export const appointmentFormSchema = createAppointmentSchema.extend({
  matterId: z
    .string({ error: msg('validation:appointment.matterRequired') })
    .min(1, msg('validation:appointment.matterRequired')),
  status: appointmentStatusSchema,
});
export type AppointmentFormOutput = z.output<typeof appointmentFormSchema>;

/** The fields as inputs hold them: strings, '' for none. */
export type AppointmentFormValues = {
  matterId: string;
  title: string;
  date: string;
  time: string;
  durationMinutes: string;
  location: string;
  status: AppointmentStatus;
};

export const DEFAULT_MINUTES = 60;

export function appointmentFormValues(
  appointment: AdminAppointment | undefined,
  matterId: string,
): AppointmentFormValues {
  return {
    matterId: appointment?.matterId ?? matterId,
    title: appointment?.title ?? '',
    date: appointment?.date ?? '',
    time: appointment?.time ?? '',
    durationMinutes: String(appointment?.durationMinutes ?? DEFAULT_MINUTES),
    location: appointment?.location ?? '',
    status: appointment?.status ?? 'scheduled',
  };
}
