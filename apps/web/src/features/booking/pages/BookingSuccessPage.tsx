import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '../../../components/ui/toast';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FirmAddress } from '../../site';
import { useBookingConfirmation } from '../api/create-booking-confirmation';
import { useCalendarDates } from '../use-calendar-dates';
import { useLocalizedName } from '../use-localized-name';
import { BookingDetail } from '../components/BookingDetail';
import { AddToCalendarLink } from '../components/AddToCalendarLink';
import { managePagePath } from '../api/manage-booking';
import { useBookingPolicy } from '../api/get-booking-policy';
import { useAuth } from '../../auth';

/** Each note's text is `booking:success.notes.<id>`. */
const notes = ['arriveEarly', 'documents', 'invite', 'reschedule'] as const;

export function BookingSuccessPage() {
  const { t } = useTranslation('booking');
  const localize = useLocalizedPath();
  const { user } = useAuth();
  // The firm's default cut-off until its policy is here.
  const cutoffHours = useBookingPolicy().data?.cutoffHours ?? 24;
  const dates = useCalendarDates();
  const consultationTitle = useLocalizedName();
  useDocumentTitle(t('success.pageTitle'));
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const confirmation = useBookingConfirmation(sessionId);
  const failed = !sessionId || confirmation.isError;

  useEffect(() => {
    if (confirmation.isSuccess) {
      toast.success(t('success.toast.title'), {
        id: 'booking-confirmed',
        description: t('success.toast.text'),
      });
    }
  }, [confirmation.isSuccess, t]);
  useEffect(() => {
    if (failed) {
      toast.error(t('success.error.title'), {
        id: 'booking-confirmation-error',
        description: t('success.error.text'),
      });
    }
  }, [failed, t]);

  const consultation = confirmation.data?.appointment;
  return (
    <PageShell className="max-w-2xl">
      <Card>
        {consultation ? (
          <>
            <div className="flex items-center gap-3">
              <CheckCircle2 className="size-8 text-success" aria-hidden />
              <h1 className="text-3xl font-semibold">{t('success.title')}</h1>
            </div>
            <dl className="mt-6 grid gap-3 sm:grid-cols-2">
              <BookingDetail term={t('success.date')} value={dates.fullDay(consultation.date)} />
              <BookingDetail
                term={t('success.time')}
                value={t('success.timeValue', { time: consultation.time })}
              />
              <BookingDetail
                term={t('success.type')}
                value={consultationTitle(consultation.name)}
              />
              <BookingDetail
                term={t('success.duration')}
                value={t('minutes', { count: consultation.durationMinutes })}
              />
              <BookingDetail term={t('success.reference')} value={consultation.reference} />
              <BookingDetail term={t('success.where')} value={<FirmAddress />} />
            </dl>
            <h2 className="mt-8 text-xl font-semibold">{t('success.notesTitle')}</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {notes.map((note) => (
                // The firm's cut-off (24 hours unless it set another in Settings).
                <li key={note}>{t(`success.notes.${note}`, { count: cutoffHours })}</li>
              ))}
            </ul>
          </>
        ) : failed ? (
          <>
            <h1 className="text-3xl font-semibold">{t('success.failedTitle')}</h1>
            <Alert tone="error" className="mt-4">
              {t('success.error.text')}
            </Alert>
          </>
        ) : (
          <h1 className="text-3xl font-semibold">{t('success.confirming')}</h1>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={localize('/')}>{t('success.returnHome')}</Link>
          </Button>
          {consultation && (
            <>
              <AddToCalendarLink token={consultation.manageToken} />
              <Button asChild variant="outline">
                <Link to={localize(managePagePath(consultation.manageToken))}>
                  {t('success.manage')}
                </Link>
              </Button>
            </>
          )}
          {/* The portal is offered to someone signed in: whether an address has an account is
              never told (it would tell who is the firm's client). */}
          {user && (
            <Button asChild variant="outline">
              <Link to={localize('/client-portal')}>{t('success.clientPortal')}</Link>
            </Button>
          )}
        </div>
      </Card>
    </PageShell>
  );
}
