import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import type { BankAccount, RevealedBankAccount } from '@lexbridge/shared/schemas/banking';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRevealBankAccount } from '../api/bank-accounts';

/**
 * The account number masked, and Show / Hide for the full account and routing numbers. The full
 * numbers are fetched on each Show (the server records who saw them) and forgotten on Hide.
 */
export function BankAccountNumbers({ account }: { account: BankAccount }) {
  const { t } = useTranslation('banking');
  const describeError = useErrorMessage();
  const reveal = useRevealBankAccount();
  const [revealed, setRevealed] = useState<RevealedBankAccount>();
  const shown = revealed !== undefined;

  function toggle() {
    if (shown) {
      setRevealed(undefined);
      reveal.reset(); // the answer held by the mutation goes too
      return;
    }
    reveal.mutate(account.id, {
      onSuccess: setRevealed,
      onError: (error) =>
        toast.error(t('toasts.revealFailed'), { description: describeError(error) }),
    });
  }

  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('item.accountNumber')}</dt>
        <dd className="font-mono break-all text-navy-900">
          {revealed?.accountNumber ?? account.maskedAccountNumber}
        </dd>
        {revealed ? (
          <>
            <dt className="text-muted">{t('item.routingNumber')}</dt>
            <dd className="font-mono break-all text-navy-900">{revealed.routingNumber}</dd>
          </>
        ) : null}
      </dl>
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        disabled={reveal.isPending}
        aria-pressed={shown}
        aria-label={t(shown ? 'item.hideNumbersOf' : 'item.showNumbersOf', {
          name: account.accountName,
        })}
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {t(shown ? 'item.hide' : 'item.show')}
      </Button>
    </div>
  );
}
