import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** Title of an admin page with the way back to the dashboard. */
export function AdminPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mb-6 space-y-2">
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-navy-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Admin Dashboard
      </Link>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{intro}</p>
    </div>
  );
}
