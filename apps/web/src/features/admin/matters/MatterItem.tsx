import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matterStatuses,
  matterStatusLabel,
  type AdminMatter,
  type MatterStatus,
} from '@lexbridge/shared/schemas/matters';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { AdminAppointments } from '../../appointments';
import { LegalHold, useUpdateMatter, MatterBadges, useAreaTitle } from '../../matters';
import { UploadToMatterButton } from '../../documents';

type Props = { matter: AdminMatter; onEdit(matter: AdminMatter): void };

/**
 * One matter of the list: what it is, for whom, its dates, its status to change, and its
 * appointments on request (loaded only then).
 */
export function MatterItem({ matter, onEdit }: Props) {
  const { t } = useTranslation(['matters', 'appointments']);
  const areaTitle = useAreaTitle();
  const [showAppointments, setShowAppointments] = useState(false);
  const appointmentsId = `matter-${matter.id}-appointments`;
  const { firmDate } = useFormat();
  const update = useUpdateMatter();
  const date = (value: string | null) => (value ? firmDate(value) : t('admin.notSet'));

  function changeStatus(status: MatterStatus) {
    update.mutate(
      { id: matter.id, changes: { status } },
      {
        onSuccess: () => toast.success(t('admin.toasts.statusUpdated')),
        onError: () => toast.error(t('admin.toasts.updateFailed')),
      },
    );
  }

  return (
    <li className="rounded-lg border border-border bg-white p-4 sm:p-5">
      <article aria-labelledby={`matter-${matter.id}`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`matter-${matter.id}`} className="font-sans text-lg font-semibold break-words">
            {matter.title}
          </h2>
          <MatterBadges status={matter.status} priority={matter.priority} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('admin.client')}</dt>
          <dd className="break-words">{matter.clientName}</dd>
          <dt className="font-medium">{t('admin.practiceArea')}</dt>
          <dd>{areaTitle(matter.practiceAreaTitle) ?? t('admin.notSet')}</dd>
          <dt className="font-medium">{t('admin.startDate')}</dt>
          <dd>{date(matter.startDate)}</dd>
          <dt className="font-medium">{t('admin.dueDate')}</dt>
          <dd>{date(matter.dueDate)}</dd>
          {matter.completionDate && (
            <>
              <dt className="font-medium">{t('admin.completionDate')}</dt>
              <dd>{firmDate(matter.completionDate)}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={t('admin.statusOf', { title: matter.title })}
            className="w-auto"
            value={matter.status}
            disabled={update.isPending}
            onChange={(event) => changeStatus(event.target.value as MatterStatus)}
          >
            {matterStatuses.map((status) => (
              <option key={status} value={status}>
                {t(matterStatusLabel(status))}
              </option>
            ))}
          </Select>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.editMatter', { title: matter.title })}
            onClick={() => onEdit(matter)}
          >
            {t('admin.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showAppointments}
            aria-controls={showAppointments ? appointmentsId : undefined}
            aria-label={t('appointments:admin.showFor', { title: matter.title })}
            onClick={() => setShowAppointments((shown) => !shown)}
          >
            {t('appointments:admin.title')}
          </Button>
          <UploadToMatterButton matter={matter} />
        </div>
        <LegalHold matter={matter} />
        {showAppointments && (
          <div id={appointmentsId} className="border-t border-border pt-3">
            <AdminAppointments
              query={{ matterId: matter.id }}
              matters={[matter]}
              addLabel={t('appointments:admin.addFor', { title: matter.title })}
              headingId={`${appointmentsId}-heading`}
              headingLevel="h3"
            />
          </div>
        )}
      </article>
    </li>
  );
}
