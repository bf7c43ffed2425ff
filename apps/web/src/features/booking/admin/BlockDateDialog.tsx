import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useCreateBlockedDate } from '../api/create-blocked-date';
import { useCalendarToasts } from './toasts';

type Props = { open: boolean; onOpenChange(open: boolean): void };

export function BlockDateDialog({ open, onOpenChange }: Props) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const blockDate = useCreateBlockedDate();
  const { t } = useTranslation('booking');
  const { done, failed } = useCalendarToasts();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) return;
    blockDate.mutate(
      { date, reason },
      {
        onSuccess: () => {
          done(t('admin.block.done'));
          setDate('');
          setReason('');
          onOpenChange(false);
        },
        onError: () => failed(t('admin.block.failed')),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('admin.blockDate')} description={t('admin.block.description')}>
        <form onSubmit={submit} className="space-y-4">
          <TextField
            id="block-date"
            label={t('admin.block.date')}
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            id="block-reason"
            label={t('admin.block.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" disabled={!date || blockDate.isPending}>
            {t('admin.blockDate')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
