import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminAppointment,
  AdminAppointmentQuery,
} from '@lexbridge/shared/schemas/appointments';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useErrorMessage } from '../../../lib/use-error-message';
import { AppointmentDialog } from '../admin/AppointmentDialog';
import { useAdminAppointments } from '../api/get-admin-appointments';
import { AppointmentItem } from './AppointmentItem';
import { CancelAppointmentButton } from './CancelAppointmentButton';

type Props = {
  /** Whose appointments: a client's or a matter's. */
  query: AdminAppointmentQuery;
  /** The matters new ones may go on (none: nothing to add to). */
  matters: { id: string; title: string }[];
  /** What the Add button says to a screen reader when several are on the page. */
  addLabel?: string;
  headingId: string;
  headingLevel?: 'h2' | 'h3';
};

/** The firm's view of some appointments: listed soonest first, added, edited and cancelled. */
export function AdminAppointments({ query, matters, addLabel, headingId, headingLevel }: Props) {
  const { t } = useTranslation(['appointments']);
  const describeError = useErrorMessage();
  const list = useAdminAppointments(query);
  const [dialog, setDialog] = useState<{ appointment?: AdminAppointment }>();
  const Heading = headingLevel ?? 'h2';

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-sans text-lg font-semibold">
          {t('admin.title')}
        </Heading>
        {matters.length > 0 && (
          <Button size="sm" aria-label={addLabel} onClick={() => setDialog({})}>
            {t('admin.add')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <LoadingStatus />
      ) : list.isError ? (
        <p role="alert">{describeError(list.error)}</p>
      ) : list.data.appointments.length === 0 ? (
        <p className="text-muted">{t('admin.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.data.appointments.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              entry={appointment}
              withMatter={!query.matterId}
              actions={
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('admin.editOf', { title: appointment.title })}
                    onClick={() => setDialog({ appointment })}
                  >
                    {t('admin.edit')}
                  </Button>
                  {appointment.status === 'scheduled' && (
                    <CancelAppointmentButton appointment={appointment} />
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
      <AppointmentDialog
        open={dialog !== undefined}
        matters={matters}
        appointment={dialog?.appointment}
        onOpenChange={(open) => !open && setDialog(undefined)}
      />
    </section>
  );
}
