import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useCreateBlockedDate } from '../api/create-blocked-date';
import { done, failed } from './toasts';

type Props = { open: boolean; onOpenChange(open: boolean): void };

export function BlockDateDialog({ open, onOpenChange }: Props) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const blockDate = useCreateBlockedDate();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) return;
    blockDate.mutate(
      { date, reason },
      {
        onSuccess: () => {
          done('Date blocked successfully.');
          setDate('');
          setReason('');
          onOpenChange(false);
        },
        onError: () => failed('Failed to block date.'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Block Date"
        description="Visitors cannot book any time on a blocked date."
      >
        <form onSubmit={submit} className="space-y-4">
          <TextField
            id="block-date"
            label="Date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            id="block-reason"
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" disabled={!date || blockDate.isPending}>
            Block Date
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
