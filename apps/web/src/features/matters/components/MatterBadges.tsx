import { useTranslation } from 'react-i18next';
import {
  matterPriorityLabel,
  matterStatusLabel,
  type MatterPriority,
  type MatterStatus,
} from '@lexbridge/shared/schemas/matters';
import { StatusBadge } from '../../admin/StatusBadge';

const statusTone = {
  active: 'success',
  on_hold: 'warning',
  completed: 'neutral',
  cancelled: 'destructive',
} as const;

const priorityTone = {
  low: 'neutral',
  medium: 'neutral',
  high: 'warning',
  urgent: 'destructive',
} as const;

/** A matter's status and priority, coloured so the urgent and the stalled stand out. */
export function MatterBadges({
  status,
  priority,
}: {
  status: MatterStatus;
  priority: MatterPriority;
}) {
  const { t } = useTranslation(['matters']);
  return (
    <>
      <StatusBadge tone={statusTone[status]}>{t(matterStatusLabel(status))}</StatusBadge>
      <StatusBadge tone={priorityTone[priority]}>{t(matterPriorityLabel(priority))}</StatusBadge>
    </>
  );
}
