import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, format, getDay, startOfMonth, startOfToday } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { AdminMonth } from '@lexbridge/shared/schemas/availability';
import { PageShell } from '../../../components/layout/PageShell';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminMonth } from '../api/get-admin-month';
import { useCreateOpenWeekday } from '../api/create-open-weekday';
import { useDeleteBlockedDate } from '../api/delete-blocked-date';
import { useReopenHoliday } from '../api/holidays';
import { useLocalizedName } from '../use-localized-name';
import { BlockDateDialog } from './BlockDateDialog';
import { DefaultTimesDialog } from './DefaultTimesDialog';
import { ManageTimeSlotsDialog } from './ManageTimeSlotsDialog';
import { MonthGrid, dayStates } from './MonthGrid';
import { useCalendarToasts } from './toasts';
import { useCalendarDates } from '../use-calendar-dates';
import { BackLink } from '../../../components/ui/back-link';

/** /admin/calendar and /admin/availability: weekly availability, blocked dates and slots. */
export function AdminCalendarPage() {
  const { t } = useTranslation('booking');
  const { done, failed } = useCalendarToasts();
  const dates = useCalendarDates();
  useDocumentTitle(t('admin.title'));
  const [month, setMonth] = useState(() => startOfMonth(startOfToday()));
  const [dialog, setDialog] = useState<'block' | 'defaults' | null>(null);
  const [slotDay, setSlotDay] = useState<AdminMonth['days'][number] | null>(null);
  const monthKey = format(month, 'yyyy-MM');
  const grid = useAdminMonth(monthKey);
  const unblockDate = useDeleteBlockedDate();
  const enableWeekday = useCreateOpenWeekday();
  const reopenHoliday = useReopenHoliday();
  const localized = useLocalizedName();

  useEffect(() => {
    if (grid.isError) failed(t('admin.loadFailed'));
  }, [grid.isError, failed, t]);

  function onDay(day: AdminMonth['days'][number]) {
    if (day.blockedDateId) {
      unblockDate.mutate(day.blockedDateId, {
        onSuccess: () => done(t('admin.dateUnblocked')),
        onError: () => failed(t('admin.unblockDateFailed')),
      });
    } else if (day.holiday && !day.holiday.reopened) {
      const name = localized(day.holiday.name);
      reopenHoliday.mutate(day.date, {
        onSuccess: () => done(t('admin.holiday.reopened', { name })),
        onError: () => failed(t('admin.holiday.reopenFailed', { name })),
      });
    } else if (day.state === 'disabled') {
      const weekday = getDay(new Date(`${day.date}T12:00:00`));
      const reactivates = grid.data?.configuredWeekdays.includes(weekday);
      enableWeekday.mutate(weekday, {
        // The weekday is named on this side, in the language shown (the server's is English).
        onSuccess: ({ result }) =>
          done(
            t(result === 'created' ? 'admin.weekday.created' : 'admin.weekday.enabled', {
              weekday: dates.weekday(weekday),
            }),
          ),
        onError: () =>
          failed(t(reactivates ? 'admin.weekday.enableFailed' : 'admin.weekday.createFailed')),
      });
    } else {
      setSlotDay(day);
    }
  }

  return (
    <PageShell>
      <BackLink to="/admin">{t('admin.backToDashboard')}</BackLink>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('admin.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('defaults')}>
            {t('admin.defaultTimes')}
          </Button>
          <Button onClick={() => setDialog('block')}>{t('admin.blockDate')}</Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">{t('admin.help')}</p>

      <section
        aria-labelledby="calendar-month"
        className="mt-6 rounded-lg border border-border bg-white p-3 sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('admin.previousMonth')}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <h2 id="calendar-month" className="text-xl font-semibold" aria-live="polite">
            {dates.monthAndYear(monthKey)}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('admin.nextMonth')}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        </div>
        {grid.data ? <MonthGrid data={grid.data} onDay={onDay} /> : <p>{t('admin.loading')}</p>}
        <ul
          className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
          aria-label={t('admin.legend')}
        >
          {dayStates.map((state) => (
            <li key={state}>{t(`admin.states.${state}`)}</li>
          ))}
        </ul>
      </section>

      <BlockDateDialog
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
      />
      <DefaultTimesDialog
        open={dialog === 'defaults'}
        onOpenChange={(open) => setDialog(open ? 'defaults' : null)}
      />
      <ManageTimeSlotsDialog
        date={slotDay?.date ?? null}
        holiday={slotDay?.holiday ?? null}
        onClose={() => setSlotDay(null)}
      />
    </PageShell>
  );
}
