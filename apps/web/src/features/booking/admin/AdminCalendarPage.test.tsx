import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDaysInMonth } from 'date-fns';
import type { AdminMonth } from '@lexbridge/shared/schemas/availability';
import { mockFetch, renderApp, session } from '../../../test/render';

/** A month where every day is closed; `configuredWeekdays` says which have a paused setting. */
function closedMonth(month: string, configuredWeekdays: number[]): AdminMonth {
  const length = getDaysInMonth(new Date(`${month}-01T12:00:00`));
  return {
    month,
    configuredWeekdays,
    days: Array.from({ length }, (_, i) => ({
      date: `${month}-${String(i + 1).padStart(2, '0')}`,
      state: 'disabled',
      blockedDateId: null,
      entries: 0,
      holiday: null,
    })),
  };
}

function server(configured: 'all' | 'none', enable: { status: number; body?: unknown }) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    const month = url.match(/month=(\d{4}-\d{2})/)?.[1];
    if (month)
      return {
        status: 200,
        body: closedMonth(month, configured === 'all' ? [0, 1, 2, 3, 4, 5, 6] : []),
      };
    if (url === '/api/admin/availability/weekdays') return enable;
    return { status: 404 };
  });
}

/** Clicks the month's first closed day, or its first closed day named `weekday`. */
async function clickFirstClosedDay(weekday = '') {
  const user = userEvent.setup();
  renderApp('/admin/calendar');
  const name = new RegExp(`^${weekday}.*: Click to enable$`);
  const [day] = await screen.findAllByRole('button', { name });
  await user.click(day!);
}

const serverError = { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };

describe('AdminCalendarPage: opening a closed weekday', () => {
  it('announces a newly created weekday', async () => {
    server('none', { status: 200, body: { weekday: 'Saturday', result: 'created' } });
    // The toast names the weekday clicked, in the language shown.
    await clickFirstClosedDay('Saturday');
    expect(await screen.findByText('Saturday availability created.')).toBeInTheDocument();
  });

  it('says creating failed when the weekday had no setting', async () => {
    server('none', serverError);
    await clickFirstClosedDay();
    expect(await screen.findByText('Failed to create availability.')).toBeInTheDocument();
  });

  it('says enabling failed when the weekday had a paused setting', async () => {
    server('all', serverError);
    await clickFirstClosedDay();
    expect(await screen.findByText('Failed to enable availability.')).toBeInTheDocument();
  });
});

describe('AdminCalendarPage in Greek', () => {
  it('names the month, the days and their states in Greek', async () => {
    server('none', serverError);
    renderApp('/admin/calendar', undefined, { language: 'el' });
    expect(
      await screen.findByRole('heading', { name: 'Διαχείριση Ημερολογίου' }),
    ).toBeInTheDocument();
    const month = new Intl.DateTimeFormat('el-CY', { month: 'long', year: 'numeric' }).format(
      new Date(),
    );
    expect(screen.getByRole('heading', { name: month })).toBeInTheDocument();
    const days = await screen.findAllByRole('button', { name: /: Πατήστε για ενεργοποίηση$/ });
    expect(days[0]!.getAttribute('aria-label')).toMatch(/^\S+ 1 \S+ου: /);
    expect(screen.getByText('Δευ')).toBeInTheDocument();
  });
});
