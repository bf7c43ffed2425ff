import type { ComponentType } from 'react';
import { RecentDocumentsCard } from '../../documents';
import { UpcomingAppointmentsCard } from '../../appointments';
import { InvoicesCard } from '../../invoices';
import { MattersCard } from './MattersCard';

/**
 * The dashboard's cards, in the spec's order: matters, invoices, appointments, documents. Each is
 * one self-contained component that fetches its own data.
 */
const dashboardCards: { id: string; Card: ComponentType }[] = [
  { id: 'matters', Card: MattersCard },
  { id: 'invoices', Card: InvoicesCard },
  { id: 'appointments', Card: UpcomingAppointmentsCard },
  { id: 'documents', Card: RecentDocumentsCard },
];

export function DashboardTab() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {dashboardCards.map(({ id, Card }) => (
        <Card key={id} />
      ))}
    </div>
  );
}
