import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { firm } from '@lexbridge/shared/firm/firm';
import { PageShell } from '../../../components/layout/PageShell';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteBookingHold } from '../api/delete-booking-hold';

export function BookingCanceledPage() {
  useDocumentTitle('Payment Cancelled');
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
          <h1 className="text-3xl font-semibold">Payment Cancelled</h1>
        </div>
        <p className="mt-4">
          No payment was processed. Your selected time slot is still available if you would like to
          book it.
        </p>
        <p className="mt-4 text-sm text-muted">
          Questions? E-mail{' '}
          <a className="underline" href={`mailto:${firm.supportEmail}`}>
            {firm.supportEmail}
          </a>{' '}
          or call{' '}
          <a className="underline" href={`tel:${firm.phone.replace(/\s/g, '')}`}>
            {firm.phone}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/#pricing">Try Booking Again</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}
