import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, session } from '../../../test/render';
import { clientMatter, matterList } from '../../../test/matter-data';
import { appointmentList, clientAppointment } from '../../../test/appointment-data';

const lease = { ...clientMatter(1, { title: 'Office lease' }), appointmentCount: 2 };

function serve() {
  return mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url === `/api/matters/${lease.id}`) return { status: 200, body: lease };
    if (url.startsWith('/api/appointments'))
      return appointmentList([
        clientAppointment(1, { title: 'Signing', location: '+357 22 123 456' }),
        clientAppointment(2, { title: 'Viewing', status: 'cancelled' }),
      ]);
    return matterList([lease]);
  });
}

describe('a matter’s appointments on /matters', () => {
  it('counts them, and lists them on View Appointments, keeping the matter in the URL', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp(`/matters?matter_id=${lease.id}`);
    const detail = await screen.findByRole('region', { name: 'Office lease' });
    expect(within(detail).getByText('Appointments').nextSibling).toHaveTextContent('2');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/appointments'))).toBe(
      false,
    );

    const view = within(detail).getByRole('button', { name: 'View Appointments' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await user.click(view);
    const list = await within(detail).findByRole('region', { name: 'Appointments' });
    expect(await within(list).findByText('Signing')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '+357 22 123 456' })).toHaveAttribute(
      'href',
      'tel:+35722123456',
    );
    expect(within(list).getByText('Cancelled')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      `/api/appointments?matterId=${lease.id}`,
    );
    expect(within(detail).getByRole('button', { name: 'Hide Appointments' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(location().search).toBe(`?matter_id=${lease.id}`);
  });
});
