import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { CreateBookingInput } from '@lexbridge/shared/schemas/booking';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field, TextField } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateBooking } from '../api/create-booking';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n/use-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { redirectTo } from '../redirect';
import { BookingCalendar } from './BookingCalendar';
import { CancellationPolicy } from './CancellationPolicy';
import { ConsultationTypePicker } from './ConsultationTypePicker';
import { TimeSlots } from './TimeSlots';
import { useIsPreview, useSite } from '../../site';

type Props = { initialType?: string; open: boolean; onOpenChange(open: boolean): void };
type Types = LocalizedSite['consultationTypes'];

/** The type asked for when the firm offers it, else the first one offered. */
const offered = (types: Types, id: string | undefined) =>
  types.find((type) => type.id === id) ?? types[0];

/** The dialog once the firm's consultation types are here. */
export function BookingDialog(props: Props) {
  const types = useSite()?.consultationTypes;
  if (!types?.length) return null;
  return <BookingForm {...props} types={types} />;
}

/**
 * Date, time, details, then Pay: the server prices the booking (the published type's price) and
 * returns the checkout URL; the dialog sends only the type's id.
 */
function BookingForm({ initialType, open, onOpenChange, types }: Props & { types: Types }) {
  const [type, setType] = useState(() => offered(types, initialType)!.id);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [details, setDetails] = useState({ name: '', email: '', phone: '', description: '' });
  const createBooking = useCreateBooking();
  const { t } = useTranslation('booking');
  const { money } = useFormat();
  const errorMessage = useErrorMessage();
  const consultation = offered(types, type)!;
  // A draft preview shows the draft's prices, but the server charges the published ones: an
  // admin previewing cannot book, and is told why, rather than pay a price they did not see.
  const preview = useIsPreview();
  const ready = Boolean(date && time && details.name.trim() && details.email.trim());

  const set = (field: keyof typeof details) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (preview) {
      toast.error(t('dialog.preview.title'), { description: t('dialog.preview.text') });
      return;
    }
    if (!ready || !date || !time) {
      toast.error(t('dialog.missing.title'), { description: t('dialog.missing.text') });
      return;
    }
    try {
      const { url } = await createBooking.mutateAsync({
        // The server checks the id against the published site's offered types.
        type: consultation.id as CreateBookingInput['type'],
        date,
        time,
        ...details,
      });
      toast(t('dialog.redirecting.title'), { description: t('dialog.redirecting.text') });
      redirectTo(url);
    } catch (error) {
      // Too many unpaid holds: the server's message says what to do; trying again would not help.
      const hoarding = error instanceof ApiError && error.code === 'TOO_MANY_HOLDS';
      toast.error(t('dialog.failed.title'), {
        description: hoarding ? errorMessage(error) : t('dialog.failed.text'),
      });
      if (!hoarding) setTime(undefined);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('dialog.title', { type: consultation.name.text })}
        description={t('dialog.description', {
          price: money(consultation.priceCents, consultation.currency),
          count: consultation.durationMinutes,
        })}
        className="max-w-3xl"
      >
        <form onSubmit={submit} className="space-y-5" noValidate>
          <ConsultationTypePicker
            types={types}
            value={consultation.id}
            onChange={(next) => {
              setType(next);
              setTime(undefined);
            }}
          />
          <div className="grid gap-4 md:grid-cols-[auto_1fr]">
            <div>
              <p className="mb-2 text-sm font-medium">{t('dialog.chooseDate')}</p>
              {/* The calendar waits for its language's month names only on a first Greek view. */}
              <Suspense fallback={<p className="text-sm text-muted">{t('calendar.loading')}</p>}>
                <BookingCalendar
                  type={consultation.id}
                  selected={date}
                  onSelect={(next) => {
                    setDate(next);
                    setTime(undefined);
                  }}
                />
              </Suspense>
            </div>
            <div>
              <p className="mb-2 text-sm font-medium">{t('dialog.chooseTime')}</p>
              <TimeSlots date={date} type={consultation.id} selected={time} onSelect={setTime} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="booking-name"
              label={t('dialog.name')}
              autoComplete="name"
              required
              value={details.name}
              onChange={(e) => set('name')(e.target.value)}
            />
            <TextField
              id="booking-email"
              label={t('dialog.email')}
              type="email"
              autoComplete="email"
              required
              value={details.email}
              onChange={(e) => set('email')(e.target.value)}
            />
            <TextField
              id="booking-phone"
              label={t('dialog.phone')}
              type="tel"
              autoComplete="tel"
              value={details.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </div>
          <Field id="booking-description" label={t('dialog.matter')}>
            <Textarea
              value={details.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          </Field>
          <CancellationPolicy />
          {preview && <Alert tone="warning">{t('dialog.preview.text')}</Alert>}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            // aria-disabled rather than disabled: the button stays focusable and a press says
            // what is missing (the Missing Information toast) instead of doing nothing.
            aria-disabled={!ready || preview || undefined}
            disabled={createBooking.isPending}
          >
            {createBooking.isPending
              ? t('dialog.starting')
              : t('dialog.pay', { price: money(consultation.priceCents, consultation.currency) })}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
