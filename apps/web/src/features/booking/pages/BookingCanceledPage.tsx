import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { XCircle } from 'lucide-react';
import { useFirm } from '../../site';
import { PageShell } from '../../../components/layout/PageShell';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteBookingHold } from '../api/delete-booking-hold';

export function BookingCanceledPage() {
  const { t } = useTranslation('booking');
  const firm = useFirm();
  const localize = useLocalizedPath();
  useDocumentTitle(t('canceled.title'));
  const [params] = useSearchParams();
  const bookingId = params.get('booking');

  // Release the held slot at once rather than when the 30-minute hold runs out.
  useEffect(() => {
    if (bookingId) deleteBookingHold(bookingId).catch((error) => console.error(error));
  }, [bookingId]);

  return (
    <PageShell className="max-w-2xl">
      <Card>
        <div className="flex items-center gap-3">
          <XCircle className="size-8 text-muted" aria-hidden />
          <h1 className="text-3xl font-semibold">{t('canceled.title')}</h1>
        </div>
        <p className="mt-4">{t('canceled.text')}</p>
        <p className="mt-4 text-sm text-muted">
          <Trans
            t={t}
            i18nKey="canceled.questions"
            values={{ email: firm.contactEmail, phone: firm.phone }}
            components={{
              email: <a className="underline" href={`mailto:${firm.contactEmail}`} />,
              phone: <a className="underline" href={`tel:${firm.phone.replace(/\s/g, '')}`} />,
            }}
          />
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={localize('/#pricing')}>{t('canceled.tryAgain')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={localize('/')}>{t('canceled.returnHome')}</Link>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}
