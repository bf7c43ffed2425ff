import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_DURATIONS, type DefaultTimes } from '@lexbridge/shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDefaultTimes } from '../api/get-default-times';
import { useUpdateDefaultTimes } from '../api/update-default-times';
import { useCalendarToasts } from './toasts';

type Props = { open: boolean; onOpenChange(open: boolean): void };

/** Saves the times a newly enabled weekday starts with. */
export function DefaultTimesDialog({ open, onOpenChange }: Props) {
  const defaults = useDefaultTimes(open);
  const { t } = useTranslation('booking');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('admin.defaultTimes')} description={t('admin.defaults.description')}>
        {defaults.data ? (
          <DefaultTimesForm initial={defaults.data} onSaved={() => onOpenChange(false)} />
        ) : (
          <p>{t('admin.loading')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DefaultTimesForm({ initial, onSaved }: { initial: DefaultTimes; onSaved(): void }) {
  const [values, setValues] = useState(initial);
  const save = useUpdateDefaultTimes();
  const { t } = useTranslation('booking');
  const errorMessage = useErrorMessage();
  const { done, failed } = useCalendarToasts();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        done(t('admin.defaults.saved'));
        onSaved();
      },
      onError: (error) => failed(errorMessage(error)),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="default-start"
          label={t('admin.defaults.start')}
          type="time"
          required
          value={values.startTime}
          onChange={(e) => setValues({ ...values, startTime: e.target.value })}
        />
        <TextField
          id="default-end"
          label={t('admin.defaults.end')}
          type="time"
          required
          value={values.endTime}
          onChange={(e) => setValues({ ...values, endTime: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="default-duration">{t('admin.defaults.slotDuration')}</Label>
        <select
          id="default-duration"
          className="block h-10 w-full rounded-md border border-navy-700/50 bg-white px-3"
          value={values.slotDuration}
          onChange={(e) =>
            setValues({
              ...values,
              slotDuration: Number(e.target.value) as DefaultTimes['slotDuration'],
            })
          }
        >
          {SLOT_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('minutes', { count: minutes })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('admin.defaults.save')}
      </Button>
    </form>
  );
}
