import { useParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { format } from 'date-fns';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTestCheckout } from '../api/get-test-checkout';
import { useUpdateTestCheckout } from '../api/update-test-checkout';
import { formatMoney } from '../../../lib/format';
import { redirectTo } from '../redirect';

/** The built-in checkout used without STRIPE_SECRET_KEY. No card is asked for and nothing is charged. */
export function TestCheckoutPage() {
  useDocumentTitle('Test Checkout');
  const { sessionId = '' } = useParams();
  const session = useTestCheckout(sessionId);
  const pay = useUpdateTestCheckout(sessionId, 'pay');
  const cancel = useUpdateTestCheckout(sessionId, 'cancel');

  const go = (action: typeof pay) =>
    action.mutate(undefined, {
      onSuccess: ({ url }) => redirectTo(url),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <PageShell className="max-w-lg">
      <Card>
        <p className="inline-block rounded-full bg-warning-soft px-3 py-1 text-xs font-semibold tracking-wide text-warning uppercase">
          Test mode
        </p>
        <h1 className="mt-3 text-3xl font-semibold">Test Checkout</h1>
        <Alert tone="warning" className="mt-4">
          Test mode: no card is needed and no money is charged. This page stands in for Stripe until
          the site is configured with a Stripe key.
        </Alert>
        {session.isLoading && <p className="mt-6">Loading checkout…</p>}
        {session.isError && (
          <Alert tone="error" className="mt-6">
            {errorMessage(session.error)}
          </Alert>
        )}
        {session.data && (
          <>
            <dl className="mt-6 space-y-2">
              <Row term="Consultation" value={session.data.title} />
              <Row
                term="When"
                value={`${format(new Date(`${session.data.date}T12:00:00`), 'MMMM d, yyyy')} at ${session.data.time}`}
              />
              <Row term="Duration" value={`${session.data.durationMinutes} minutes`} />
              <Row term="E-mail" value={session.data.clientEmail} />
              <Row
                term="Total"
                value={formatMoney(session.data.amountCents, session.data.currency)}
              />
            </dl>
            {session.data.status === 'open' ? (
              <div className="mt-8 flex flex-wrap gap-3">
                <Button
                  size="lg"
                  onClick={() => go(pay)}
                  disabled={pay.isPending || cancel.isPending}
                >
                  Pay {formatMoney(session.data.amountCents, session.data.currency)}
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => go(cancel)}
                  disabled={pay.isPending || cancel.isPending}
                >
                  Cancel
                </Button>
              </div>
            ) : (
              <Alert tone="info" className="mt-6">
                {session.data.status === 'paid'
                  ? 'This checkout has been paid.'
                  : 'This checkout has expired. Please book again.'}
              </Alert>
            )}
          </>
        )}
      </Card>
    </PageShell>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-border pb-2">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
