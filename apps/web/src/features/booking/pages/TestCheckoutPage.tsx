import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TestCheckoutSession } from '@lexbridge/shared/schemas/booking';
import { toast } from '../../../components/ui/toast';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTestCheckout } from '../api/get-test-checkout';
import { useUpdateTestCheckout } from '../api/update-test-checkout';
import { useFormat } from '../../../lib/i18n/use-format';
import { redirectTo } from '../redirect';

/**
 * The built-in checkout used without STRIPE_SECRET_KEY, for a consultation or an invoice. No card is
 * asked for and nothing is charged.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('booking');
  const errorMessage = useErrorMessage();
  const { money } = useFormat();
  useDocumentTitle(t('testCheckout.title'));
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
          {t('testCheckout.badge')}
        </p>
        <h1 className="mt-3 text-3xl font-semibold">{t('testCheckout.title')}</h1>
        <Alert tone="warning" className="mt-4">
          {t('testCheckout.notice')}
        </Alert>
        {session.isLoading && <p className="mt-6">{t('testCheckout.loading')}</p>}
        {session.isError && (
          <Alert tone="error" className="mt-6">
            {errorMessage(session.error)}
          </Alert>
        )}
        {session.data && (
          <>
            <dl className="mt-6 space-y-2">
              <PurchaseRows purchase={session.data.purchase} />
              <Row term={t('testCheckout.email')} value={session.data.clientEmail} />
              <Row
                term={t('testCheckout.total')}
                value={money(session.data.amountCents, session.data.currency)}
              />
            </dl>
            {session.data.status === 'open' ? (
              <div className="mt-8 flex flex-wrap gap-3">
                <Button
                  size="lg"
                  onClick={() => go(pay)}
                  disabled={pay.isPending || cancel.isPending}
                >
                  {t('testCheckout.pay', {
                    price: money(session.data.amountCents, session.data.currency),
                  })}
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => go(cancel)}
                  disabled={pay.isPending || cancel.isPending}
                >
                  {t('testCheckout.cancel')}
                </Button>
              </div>
            ) : (
              <Alert tone="info" className="mt-6">
                {session.data.status === 'paid'
                  ? t('testCheckout.paid')
                  : session.data.purchase.kind === 'invoice'
                    ? t('testCheckout.expiredInvoice')
                    : t('testCheckout.expired')}
              </Alert>
            )}
          </>
        )}
      </Card>
    </PageShell>
  );
}

/** What is being paid for: the consultation's type and time, or the invoice's number. */
function PurchaseRows({ purchase }: { purchase: TestCheckoutSession['purchase'] }) {
  const { t } = useTranslation('booking');
  const { firmDate } = useFormat();
  if (purchase.kind === 'invoice') {
    return <Row term={t('testCheckout.invoice')} value={purchase.number} />;
  }
  return (
    <>
      <Row term={t('testCheckout.consultation')} value={purchase.title} />
      <Row
        term={t('testCheckout.when')}
        value={t('testCheckout.whenValue', {
          date: firmDate(`${purchase.date}T12:00:00Z`),
          time: purchase.time,
        })}
      />
      <Row
        term={t('testCheckout.duration')}
        value={t('minutes', { count: purchase.durationMinutes })}
      />
    </>
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
