import { useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useManagedBooking } from '../api/manage-booking';
import { ManagedBookingDetails } from '../manage/ManagedBookingDetails';
import { ManageActions } from '../manage/ManageActions';
import { PolicyNote } from '../manage/PolicyNote';

/**
 * /booking/manage/:token, the link in a booking's confirmation: the consultation, the firm's
 * cancellation policy, and (before the cut-off) moving it to another time or cancelling it.
 */
export function ManageBookingPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('manage.title'));
  const { token = '' } = useParams();
  const booking = useManagedBooking(token);
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a move or a cancellation the form that had focus is gone: focus goes back to the top,
  // from where the changed booking and policy read in order.
  const focusTop = () => heading.current?.focus();
  return (
    <PageShell className="max-w-2xl">
      <Card>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold">
          {t('manage.title')}
        </h1>
        {booking.isPending && <p className="mt-4">{t('manage.loading')}</p>}
        {booking.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(booking.error)}
          </Alert>
        )}
        {booking.data && (
          <>
            <ManagedBookingDetails booking={booking.data} />
            <PolicyNote booking={booking.data} />
            {booking.data.canChange && (
              <ManageActions token={token} booking={booking.data} onChanged={focusTop} />
            )}
          </>
        )}
      </Card>
    </PageShell>
  );
}
