import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '../../../components/ui/toast';
import { format } from 'date-fns';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBookingConfirmation } from '../api/create-booking-confirmation';

const notes = [
  'Please arrive 5 minutes early.',
  'Bring any documents related to your matter.',
  'A confirmation e-mail with a calendar invite has been sent to you.',
  'Need to reschedule? Let us know at least 24 hours in advance.',
];

export function BookingSuccessPage() {
  useDocumentTitle('Booking Confirmed');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const confirmation = useBookingConfirmation(sessionId);
  const failed = !sessionId || confirmation.isError;

  useEffect(() => {
    if (confirmation.isSuccess) {
      toast.success('Appointment Confirmed!', {
        id: 'booking-confirmed',
        description: 'Your consultation has been successfully booked and paid for.',
      });
    }
  }, [confirmation.isSuccess]);
  useEffect(() => {
    if (failed) {
      toast.error('Confirmation Error', {
        id: 'booking-confirmation-error',
        description: 'There was an issue confirming your appointment. Please contact us.',
      });
    }
  }, [failed]);

  const appointment = confirmation.data?.appointment;
  return (
    <PageShell className="max-w-2xl">
      <Card>
        {appointment ? (
          <>
            <div className="flex items-center gap-3">
              <CheckCircle2 className="size-8 text-success" aria-hidden />
              <h1 className="text-3xl font-semibold">Appointment Confirmed</h1>
            </div>
            <dl className="mt-6 grid gap-3 sm:grid-cols-2">
              <Detail
                term="Date"
                value={format(new Date(`${appointment.date}T12:00:00`), 'EEEE, MMMM d, yyyy')}
              />
              <Detail term="Time" value={`${appointment.time} (Cyprus time)`} />
              <Detail term="Consultation type" value={appointment.title} />
              <Detail term="Duration" value={`${appointment.durationMinutes} minutes`} />
            </dl>
            <h2 className="mt-8 text-xl font-semibold">Before your consultation</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </>
        ) : failed ? (
          <>
            <h1 className="text-3xl font-semibold">We could not confirm your appointment</h1>
            <Alert tone="error" className="mt-4">
              There was an issue confirming your appointment. Please contact us.
            </Alert>
          </>
        ) : (
          <h1 className="text-3xl font-semibold">Confirming your appointment…</h1>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/">Return to Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/client-portal">Go to Client Portal</Link>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md bg-paper-muted px-4 py-3">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
