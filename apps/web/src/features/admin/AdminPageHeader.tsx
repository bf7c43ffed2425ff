import { BackLink } from '../../components/ui/back-link';

/** Title of an admin page with the way back to the dashboard. */
export function AdminPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mb-6 space-y-2">
      <BackLink to="/admin">Admin Dashboard</BackLink>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{intro}</p>
    </div>
  );
}
