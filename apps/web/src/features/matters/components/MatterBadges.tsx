import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matterPriorityLabel,
  matterStatusLabel,
  type MatterPriority,
  type MatterStatus,
} from '@lexbridge/shared/schemas/matters';
import { StatusBadge } from '../../../components/ui/status-badge';

type Tone = ComponentProps<typeof StatusBadge>['tone'];

// Colour only repeats what the text says, so the badges read the same without it.
const statusTones: Record<MatterStatus, Tone> = {
  active: 'success',
  on_hold: 'warning',
  completed: 'neutral',
  cancelled: 'destructive',
};
const priorityTones: Record<MatterPriority, Tone> = {
  low: 'neutral',
  medium: 'neutral',
  high: 'warning',
  urgent: 'destructive',
};

/** A matter's status and priority, as badges in the language shown. */
export function MatterBadges({
  status,
  priority,
}: {
  status: MatterStatus;
  priority: MatterPriority;
}) {
  const { t } = useTranslation(['matters']);
  return (
    <div className="flex flex-wrap gap-2">
      <StatusBadge tone={statusTones[status]}>{t(matterStatusLabel(status))}</StatusBadge>
      <StatusBadge tone={priorityTones[priority]}>
        {t('portal.card.priority', { priority: t(matterPriorityLabel(priority)) })}
      </StatusBadge>
    </div>
  );
}
