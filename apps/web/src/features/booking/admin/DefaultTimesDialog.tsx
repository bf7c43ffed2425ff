import { useState, type FormEvent } from 'react';
import { SLOT_DURATIONS, type DefaultTimes } from '@lexbridge/shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useDefaultTimes } from '../api/get-default-times';
import { useUpdateDefaultTimes } from '../api/update-default-times';
import { done, failed } from './toasts';

type Props = { open: boolean; onOpenChange(open: boolean): void };

/** Saves the times a newly enabled weekday starts with. */
export function DefaultTimesDialog({ open, onOpenChange }: Props) {
  const defaults = useDefaultTimes(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Default Times"
        description="Used when you enable a weekday that has no availability yet."
      >
        {defaults.data ? (
          <DefaultTimesForm initial={defaults.data} onSaved={() => onOpenChange(false)} />
        ) : (
          <p>Loading…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DefaultTimesForm({ initial, onSaved }: { initial: DefaultTimes; onSaved(): void }) {
  const [values, setValues] = useState(initial);
  const save = useUpdateDefaultTimes();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        done('Default times saved.');
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
          label="Start time"
          type="time"
          required
          value={values.startTime}
          onChange={(e) => setValues({ ...values, startTime: e.target.value })}
        />
        <TextField
          id="default-end"
          label="End time"
          type="time"
          required
          value={values.endTime}
          onChange={(e) => setValues({ ...values, endTime: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="default-duration">Slot duration</Label>
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
              {minutes} minutes
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save Settings
      </Button>
    </form>
  );
}
