import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { Button } from '../../../components/ui/button';
import { useCloseHoliday } from '../api/holidays';
import { useLocalizedName } from '../use-localized-name';
import { useCalendarToasts } from './toasts';

type Props = { date: string; name: LocalizedText; onClosed(): void };

/** On a public holiday the firm reopened: closes it to consultations again, as holidays start. */
export function CloseHolidayButton({ date, name, onClosed }: Props) {
  const { t } = useTranslation('booking');
  const { done, failed } = useCalendarToasts();
  const close = useCloseHoliday();
  const holiday = useLocalizedName()(name);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
      <span>{t('admin.holiday.open', { name: holiday })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={close.isPending}
        onClick={() =>
          close.mutate(date, {
            onSuccess: () => {
              done(t('admin.holiday.closedAgain', { name: holiday }));
              onClosed();
            },
            onError: () => failed(t('admin.holiday.closeFailed', { name: holiday })),
          })
        }
      >
        {t('admin.holiday.close', { name: holiday })}
      </Button>
    </div>
  );
}
