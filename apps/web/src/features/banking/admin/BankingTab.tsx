import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { AddBankAccountDialog } from './AddBankAccountDialog';
import { BankAccountItem } from './BankAccountItem';
import { useBankAccounts } from '../api/bank-accounts';

/** The dashboard's Banking tab: the firm's accounts, primary first then newest; Add Bank Account. */
export function BankingTab() {
  const { t } = useTranslation('banking');
  const accounts = useBankAccounts();
  useFailureToast(accounts.isError, t('toasts.loadFailed'));
  const [adding, setAdding] = useState(false);

  return (
    <section aria-labelledby="banking-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="banking-heading" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
      </div>
      {accounts.isPending ? (
        <LoadingStatus />
      ) : accounts.isError ? (
        <p role="alert">{t('toasts.loadFailed')}</p>
      ) : accounts.data.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <ul className="space-y-3">
          {accounts.data.map((account) => (
            <BankAccountItem key={account.id} account={account} />
          ))}
        </ul>
      )}
      <AddBankAccountDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
