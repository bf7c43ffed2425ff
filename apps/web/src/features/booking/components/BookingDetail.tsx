import type { ReactNode } from 'react';

/** One fact of a booked consultation (date, time, reference...), as a term and its value. */
export function BookingDetail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="rounded-md bg-paper-muted px-4 py-3">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
