import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matterPriorityLabel, matterStatusLabel } from '@lexbridge/shared/schemas/matters';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n/use-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { MatterAppointments } from '../../appointments';
import { useMatter, MatterBadges, useAreaTitle } from '../../matters';
import { MatterDocumentsLink } from '../../documents';

// Each term and its value in one div: the only wrapper a <dl> may hold.
function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-navy-900">{children}</dd>
    </div>
  );
}

/**
 * The selected matter in full, with how many appointments and invoices (and of those, still to
 * pay) it has, links to its documents and invoices and, on request, its appointments. Another
 * client's matter answers 404, shown as not found like a mistyped id.
 */
export function MatterDetail({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation(['matters', 'appointments', 'invoices']);
  const areaTitle = useAreaTitle();
  const [showAppointments, setShowAppointments] = useState(false);
  const format = useFormat();
  const describeError = useErrorMessage();
  const { data: matter, error, isPending } = useMatter(id);
  const date = (value: string | null) =>
    value ? format.firmDate(value) : t('portal.detail.notSet');

  const back = (
    <Link to={backTo} className="text-sm font-medium text-navy-800 underline underline-offset-4">
      {t('portal.detail.back')}
    </Link>
  );
  if (isPending) return <LoadingStatus />;
  if (error || !matter) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Card className="space-y-4">
        <p role="alert">{notFound ? t('portal.detail.notFound') : describeError(error)}</p>
        {back}
      </Card>
    );
  }
  return (
    <Card role="region" className="space-y-6" aria-labelledby="matter-title">
      {back}
      <div className="space-y-3">
        <h2 id="matter-title" className="text-2xl font-semibold text-navy-900">
          {matter.title}
        </h2>
        <MatterBadges status={matter.status} priority={matter.priority} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t('portal.detail.description')} className="sm:col-span-2">
          <span className="whitespace-pre-line">
            {matter.description ?? t('portal.detail.noDescription')}
          </span>
        </Field>
        <Field label={t('portal.detail.status')}>{t(matterStatusLabel(matter.status))}</Field>
        <Field label={t('portal.detail.priority')}>{t(matterPriorityLabel(matter.priority))}</Field>
        <Field label={t('portal.detail.practiceArea')}>
          {areaTitle(matter.practiceAreaTitle) ?? t('portal.detail.notSet')}
        </Field>
        <Field label={t('portal.detail.startDate')}>{date(matter.startDate)}</Field>
        <Field label={t('portal.detail.dueDate')}>{date(matter.dueDate)}</Field>
        <Field label={t('portal.detail.completionDate')}>{date(matter.completionDate)}</Field>
        <Field label={t('appointments:portal.matter.count')}>{matter.appointmentCount}</Field>
        <Field label={t('portal.detail.documents')}>
          <MatterDocumentsLink matterId={matter.id} />
        </Field>
        <Field label={t('invoices:matter.count')}>{matter.invoiceCount}</Field>
        <Field label={t('invoices:matter.open')}>{matter.openInvoiceCount}</Field>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={`/invoices?matter_id=${encodeURIComponent(matter.id)}`}>
            {t('invoices:matter.view')}
          </Link>
        </Button>
        <Button
          variant="outline"
          aria-expanded={showAppointments}
          aria-controls={showAppointments ? 'matter-appointments' : undefined}
          onClick={() => setShowAppointments((shown) => !shown)}
        >
          {t(
            showAppointments
              ? 'appointments:portal.matter.hide'
              : 'appointments:portal.matter.view',
          )}
        </Button>
      </div>
      {showAppointments && <MatterAppointments matterId={matter.id} id="matter-appointments" />}
    </Card>
  );
}
