import type { ComponentType } from 'react';
import { UpcomingAppointmentsCard } from '../../appointments/components/UpcomingAppointmentsCard';
import { MattersCard } from './MattersCard';

/**
 * The dashboard's cards, in order. Each is one self-contained component that fetches its own
 * data; the invoices and documents cards are added here when their features land.
 */
const dashboardCards: { id: string; Card: ComponentType }[] = [
  { id: 'matters', Card: MattersCard },
  { id: 'appointments', Card: UpcomingAppointmentsCard },
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
