import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageShell } from '../../components/layout/PageShell';
import { useAuth } from '../auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ClientPortalPage() {
  useDocumentTitle('Client Portal');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <PageShell className="pt-12">
      <Card>
        <h1 className="text-3xl font-semibold">Client Portal</h1>
        <p className="mt-2 text-muted">Welcome, {user?.email}</p>
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
