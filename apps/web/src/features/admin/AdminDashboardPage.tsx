import { Link } from 'react-router';
import { adminNavigation } from '@lexbridge/shared/routes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageShell } from '../../components/layout/PageShell';
import { useAuth } from '../auth/auth-context';
import { useSignOutAndGoHome } from '../auth/use-sign-out';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { user } = useAuth();
  const handleSignOut = useSignOutAndGoHome();

  return (
    <PageShell>
      <Card>
        <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
        <p className="mt-2 text-muted">Welcome, {user?.email}</p>
        <nav aria-label="Admin pages" className="mt-6">
          <ul className="flex flex-wrap gap-3">
            {adminNavigation.map((section) => (
              <li key={section.to}>
                <Button asChild variant="secondary">
                  <Link to={section.to}>{section.label}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/">Home</Link>
          </Button>
          <Button variant="secondary" onClick={handleSignOut}>
            Sign Out
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}
