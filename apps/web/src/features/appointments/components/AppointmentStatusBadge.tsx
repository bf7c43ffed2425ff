import { useTranslation } from 'react-i18next';
import {
  appointmentStatusLabel,
  type AppointmentStatus,
} from '@lexbridge/shared/schemas/appointments';
import { StatusBadge } from '../../../components/ui/status-badge';

// Colour only repeats what the text says.
const tones = { scheduled: 'success', completed: 'neutral', cancelled: 'destructive' } as const;

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation(['appointments']);
  return <StatusBadge tone={tones[status]}>{t(appointmentStatusLabel(status))}</StatusBadge>;
}
