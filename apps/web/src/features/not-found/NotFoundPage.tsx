import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageShell } from '../../components/layout/PageShell';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');

  return (
    <PageShell className="flex flex-col items-center text-center">
      <p className="font-serif text-7xl font-semibold text-navy-900">404</p>
      <h1 className="mt-4 text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 max-w-md text-muted">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {inAdmin ? (
          <>
            <Button asChild>
              <Link to="/admin">Back to Admin Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Public Site</Link>
            </Button>
          </>
        ) : (
          <Button asChild>
            <Link to="/">Return to Home</Link>
          </Button>
        )}
      </div>
    </PageShell>
  );
}
