import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { mockFetch, renderApp, session } from '../../test/render';
import { clientMatter, matterList } from '../../test/matter-data';
import { appointmentList, clientAppointment } from '../../test/appointment-data';
import { documentList } from '../../test/document-data';
import { clientInvoice, invoiceList } from '../../test/invoice-data';

/** The network edge: the page's one WebSocket, driven by the test. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('the open portal', () => {
  it('follows the client’s topic and shows what the firm adds without a reload', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const firm = {
      matters: [clientMatter(1)],
      appointments: [] as ReturnType<typeof clientAppointment>[],
      invoices: [] as ReturnType<typeof clientInvoice>[],
    };
    mockFetch((url) => {
      if (url === '/api/me') return session('client@example.com');
      if (url.startsWith('/api/appointments')) return appointmentList(firm.appointments);
      if (url.startsWith('/api/documents')) return documentList([]);
      if (url.startsWith('/api/invoices')) return invoiceList(firm.invoices);
      return matterList(firm.matters);
    });
    renderApp('/client-portal');
    const card = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    expect(await within(card).findByText('No upcoming appointments')).toBeInTheDocument();

    const socket = FakeSocket.last!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'client:u1' }]);
    socket.receive({ type: 'subscribed', topic: 'client:u1' });

    firm.appointments = [clientAppointment(1, { title: 'Signing' })];
    firm.matters = [clientMatter(2, { title: 'New matter' }), clientMatter(1)];
    socket.receive({
      type: 'event',
      topic: 'client:u1',
      event: { kind: 'appointment', id: firm.appointments[0]!.id },
    });
    expect(await within(card).findByText('Signing')).toBeInTheDocument();
    const matters = screen.getByRole('region', { name: 'My Matters' });
    await waitFor(() =>
      expect(within(matters).getByRole('link', { name: 'New matter' })).toBeInTheDocument(),
    );

    // A new invoice: the Invoices card reads its list again.
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText('No invoices found')).toBeInTheDocument();
    firm.invoices = [clientInvoice(7)];
    socket.receive({
      type: 'event',
      topic: 'client:u1',
      event: { kind: 'invoice', id: firm.invoices[0]!.id },
    });
    expect(await within(invoices).findByText('KC-2026-0007')).toBeInTheDocument();
  });
});
