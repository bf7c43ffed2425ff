import { useTranslation } from 'react-i18next';
import {
  matterPriorityLabel,
  matterStatusLabel,
  type MatterPriority,
  type MatterStatus,
} from '@lexbridge/shared/schemas/matters';
import { cn } from '../../../lib/cn';

const tones = {
  success: 'border-success/40 bg-success-soft text-success',
  warning: 'border-warning/40 bg-warning-soft text-warning',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive',
  neutral: 'border-border bg-paper-muted text-navy-900',
};
type Tone = keyof typeof tones;

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

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

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
      <Badge tone={statusTones[status]}>{t(matterStatusLabel(status))}</Badge>
      <Badge tone={priorityTones[priority]}>
        {t('portal.card.priority', { priority: t(matterPriorityLabel(priority)) })}
      </Badge>
    </div>
  );
}
