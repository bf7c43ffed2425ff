import { useEffect, useState } from 'react';
import { addMonths, format, getDay, startOfMonth, startOfToday } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { AdminMonth } from '@lexbridge/shared/schemas/availability';
import { PageShell } from '../../../components/layout/PageShell';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminMonth } from '../api/get-admin-month';
import { useCreateOpenWeekday } from '../api/create-open-weekday';
import { useDeleteBlockedDate } from '../api/delete-blocked-date';
import { BlockDateDialog } from './BlockDateDialog';
import { DefaultTimesDialog } from './DefaultTimesDialog';
import { ManageTimeSlotsDialog } from './ManageTimeSlotsDialog';
import { MonthGrid, stateLabels } from './MonthGrid';
import { done, failed } from './toasts';
import { BackLink } from '../../../components/ui/back-link';

/** /admin/calendar and /admin/availability: weekly availability, blocked dates and slots. */
export function AdminCalendarPage() {
  useDocumentTitle('Calendar Management');
  const [month, setMonth] = useState(() => startOfMonth(startOfToday()));
  const [dialog, setDialog] = useState<'block' | 'defaults' | null>(null);
  const [slotDate, setSlotDate] = useState<string | null>(null);
  const monthKey = format(month, 'yyyy-MM');
  const grid = useAdminMonth(monthKey);
  const unblockDate = useDeleteBlockedDate();
  const enableWeekday = useCreateOpenWeekday();

  useEffect(() => {
    if (grid.isError) failed('Failed to load availability settings.');
  }, [grid.isError]);

  function onDay(day: AdminMonth['days'][number]) {
    if (day.blockedDateId) {
      unblockDate.mutate(day.blockedDateId, {
        onSuccess: () => done('Date unblocked successfully.'),
        onError: () => failed('Failed to unblock date.'),
      });
    } else if (day.state === 'disabled') {
      const weekday = getDay(new Date(`${day.date}T12:00:00`));
      const reactivates = grid.data?.configuredWeekdays.includes(weekday);
      enableWeekday.mutate(weekday, {
        onSuccess: ({ weekday: name, result }) => done(`${name} availability ${result}.`),
        onError: () =>
          failed(reactivates ? 'Failed to enable availability.' : 'Failed to create availability.'),
      });
    } else {
      setSlotDate(day.date);
    }
  }

  return (
    <PageShell>
      <BackLink to="/admin">Admin Dashboard</BackLink>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">Calendar Management</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('defaults')}>
            Default Times
          </Button>
          <Button onClick={() => setDialog('block')}>Block Date</Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">
        Click a blocked day to unblock it, an open day to manage its time slots, or a closed weekday
        to open it for consultations.
      </p>

      <section
        aria-labelledby="calendar-month"
        className="mt-6 rounded-lg border border-border bg-white p-3 sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Previous month"
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <h2 id="calendar-month" className="text-xl font-semibold" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Next month"
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        </div>
        {grid.data ? <MonthGrid data={grid.data} onDay={onDay} /> : <p>Loading…</p>}
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
          {Object.values(stateLabels).map((label) => (
            <li key={label}>{label}</li>
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
      <ManageTimeSlotsDialog date={slotDate} onClose={() => setSlotDate(null)} />
    </PageShell>
  );
}
