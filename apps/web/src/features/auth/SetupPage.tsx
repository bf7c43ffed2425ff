import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Card, CardDescription, CardHeader } from '../../components/ui/card';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { NarrowShell } from '../../components/layout/PageShell';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSetupStatus } from './api/get-setup-status';
import { SetupForm } from './SetupForm';

const linkClass = 'font-medium text-navy-900 underline underline-offset-2';

function InvalidLink() {
  return (
    <div className="space-y-3 text-sm">
      <Alert tone="warning">This setup link is invalid or has already been used.</Alert>
      <p>
        To get a new link, restart the server while no administrator exists: it prints a fresh
        one-time <code>/setup?token=...</code> link in its log. You can also create the
        administrator with <code>npm run admin -- create --email ...</code>.
      </p>
      <p>
        <Link to="/admin-access" className={linkClass}>
          Admin access help
        </Link>
      </p>
    </div>
  );
}

export function SetupPage() {
  useDocumentTitle('Admin Setup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);

  if (token && status.isPending) return <LoadingScreen />;

  let body;
  if (!token || status.data?.state === 'invalid-token') body = <InvalidLink />;
  else if (status.isError)
    body = (
      <Alert tone="error">{`Could not check the setup link: ${errorMessage(status.error)}`}</Alert>
    );
  else if (status.data?.state === 'admin-exists')
    body = (
      <div className="space-y-3 text-sm">
        <Alert tone="info">
          An administrator already exists, so this setup link can no longer be used.
        </Alert>
        <p>
          <Link to="/auth?admin=true" className={linkClass}>
            Go to Admin Sign In
          </Link>
        </p>
      </div>
    );
  else body = <SetupForm token={token} />;

  return (
    <NarrowShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Admin Setup</h1>
          <CardDescription>Create the first administrator account for this site.</CardDescription>
        </CardHeader>
        {body}
      </Card>
    </NarrowShell>
  );
}
