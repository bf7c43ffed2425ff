import { Link } from 'react-router';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageShell } from '../../components/layout/PageShell';
import { useDocumentTitle } from '../../lib/use-document-title';

const code = 'rounded bg-paper-muted px-1.5 py-0.5 font-mono text-[0.85em] break-all';

/** Explains how administrators sign in and how the first administrator is created. No credentials. */
export function AdminAccessPage() {
  useDocumentTitle('Admin Access');

  return (
    <PageShell className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Access</h1>
      <p className="text-muted">
        The administrative area is for the firm&apos;s staff. Administrators sign in with their own
        e-mail address and password; clients use the client portal.
      </p>

      <Card className="space-y-4">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-brass-800" />
          Sign in
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/auth?admin=true">Admin Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/auth">Client Sign In</Link>
          </Button>
        </div>
      </Card>

      <Card className="space-y-4">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound aria-hidden="true" className="size-5 text-brass-800" />
          Setting up the first administrator
        </h2>
        <p>
          There are no default credentials. The first administrator is created in one of three ways:
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Start the server with <code className={code}>ADMIN_EMAIL</code> and{' '}
            <code className={code}>ADMIN_PASSWORD</code> set. The account is created if it does not
            exist; an existing password is never reset.
          </li>
          <li>
            Run <code className={code}>npm run admin -- create --email you@example.com</code> on the
            server. The password is read from standard input or from{' '}
            <code className={code}>ADMIN_PASSWORD</code>.
          </li>
          <li>
            Open the one-time setup link (<code className={code}>/setup?token=...</code>) that the
            server prints in its log while no administrator exists.
          </li>
        </ul>
        <Button asChild variant="secondary">
          <Link to="/setup">Manual Admin Setup</Link>
        </Button>
      </Card>
    </PageShell>
  );
}
