import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function AccessDenied() {
  return (
    <Card className="mx-auto max-w-md text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
      <h1 className="mt-3 text-2xl font-semibold">Access Denied</h1>
      <p className="mt-2 text-muted">You don't have permission to access the admin panel.</p>
    </Card>
  );
}
