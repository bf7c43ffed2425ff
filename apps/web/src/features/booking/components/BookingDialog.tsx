import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { consultationTypes, type ConsultationTypeId } from '@lexbridge/shared/firm/pricing';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field, TextField } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateBooking } from '../api/create-booking';
import { formatMoney } from '../../../lib/format';
import { redirectTo } from '../redirect';
import { BookingCalendar } from './BookingCalendar';
import { ConsultationTypePicker } from './ConsultationTypePicker';
import { TimeSlots } from './TimeSlots';

type Props = { initialType: ConsultationTypeId; open: boolean; onOpenChange(open: boolean): void };

/** Date, time, details, then Pay: the server prices the booking and returns the checkout URL. */
export function BookingDialog({ initialType, open, onOpenChange }: Props) {
  const [type, setType] = useState(initialType);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [details, setDetails] = useState({ name: '', email: '', phone: '', description: '' });
  const createBooking = useCreateBooking();
  const consultation = consultationTypes.find((candidate) => candidate.id === type)!;
  const ready = Boolean(date && time && details.name.trim() && details.email.trim());

  const set = (field: keyof typeof details) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || !date || !time) {
      toast.error('Missing Information', {
        description: 'Please fill in all required fields and select a date and time.',
      });
      return;
    }
    try {
      const { url } = await createBooking.mutateAsync({ type, date, time, ...details });
      toast('Redirecting to Payment', { description: 'Redirecting to Stripe checkout...' });
      redirectTo(url);
    } catch {
      toast.error('Booking Error', { description: 'Failed to create booking. Please try again.' });
      setTime(undefined);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Book ${consultation.title}`}
        description={`${formatMoney(consultation.priceCents)} · ${consultation.durationMinutes} minutes. Times are in Cyprus time.`}
        className="max-w-3xl"
      >
        <form onSubmit={submit} className="space-y-5" noValidate>
          <ConsultationTypePicker
            value={type}
            onChange={(next) => {
              setType(next);
              setTime(undefined);
            }}
          />
          <div className="grid gap-4 md:grid-cols-[auto_1fr]">
            <div>
              <p className="mb-2 text-sm font-medium">1. Choose a date</p>
              <BookingCalendar
                type={type}
                selected={date}
                onSelect={(next) => {
                  setDate(next);
                  setTime(undefined);
                }}
              />
            </div>
            <div>
              <p className="mb-2 text-sm font-medium">2. Choose a time</p>
              <TimeSlots date={date} type={type} selected={time} onSelect={setTime} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="booking-name"
              label="Full name *"
              autoComplete="name"
              required
              value={details.name}
              onChange={(e) => set('name')(e.target.value)}
            />
            <TextField
              id="booking-email"
              label="E-mail *"
              type="email"
              autoComplete="email"
              required
              value={details.email}
              onChange={(e) => set('email')(e.target.value)}
            />
            <TextField
              id="booking-phone"
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              value={details.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </div>
          <Field id="booking-description" label="Briefly describe your matter (optional)">
            <Textarea
              value={details.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            // aria-disabled rather than disabled: the button stays focusable and a press says
            // what is missing (the Missing Information toast) instead of doing nothing.
            aria-disabled={!ready || undefined}
            disabled={createBooking.isPending}
          >
            {createBooking.isPending
              ? 'Starting payment…'
              : `Pay ${formatMoney(consultation.priceCents)}`}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
