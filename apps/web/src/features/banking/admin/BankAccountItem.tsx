import { useTranslation } from 'react-i18next';
import { Star, Trash2 } from 'lucide-react';
import type { BankAccount } from '@lexbridge/shared/schemas/banking';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useDeleteBankAccount, useSetPrimary } from '../api/bank-accounts';
import { BankAccountNumbers } from './BankAccountNumbers';

/** One account: its name, Primary badge, bank and type, numbers, the Primary toggle and Delete. */
export function BankAccountItem({ account }: { account: BankAccount }) {
  const { t } = useTranslation('banking');
  const describeError = useErrorMessage();
  const setPrimary = useSetPrimary();
  const remove = useDeleteBankAccount();
  const headingId = `bank-account-${account.id}`;

  function togglePrimary() {
    const isPrimary = !account.isPrimary;
    setPrimary.mutate(
      { id: account.id, isPrimary },
      {
        onSuccess: () =>
          toast.success(t(isPrimary ? 'toasts.setPrimary' : 'toasts.removedPrimary')),
        onError: (error) =>
          toast.error(t('toasts.updateFailed'), { description: describeError(error) }),
      },
    );
  }

  function deleteAccount() {
    remove.mutate(account.id, {
      onSuccess: () => toast.success(t('toasts.deleted')),
      onError: (error) =>
        toast.error(t('toasts.deleteFailed'), { description: describeError(error) }),
    });
  }

  return (
    <li className="rounded-lg border border-border bg-white p-4 sm:p-5">
      <article aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-sans text-lg font-semibold break-words">
            {account.accountName}
          </h3>
          {account.isPrimary ? <StatusBadge tone="success">{t('item.primary')}</StatusBadge> : null}
        </div>
        <p className="text-sm text-muted">
          {account.bankName} · {t(`type.${account.accountType}`)}
        </p>
        <BankAccountNumbers account={account} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={togglePrimary}
            disabled={setPrimary.isPending}
            aria-pressed={account.isPrimary}
            aria-label={t('item.primaryOf', { name: account.accountName })}
          >
            <Star aria-hidden="true" className="size-4" />
            {t('item.primaryToggle')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={t('item.deleteOf', { name: account.accountName })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('item.delete')}
              </Button>
            }
            title={t('item.deleteTitle')}
            description={t('item.deleteDescription', { name: account.accountName })}
            confirmLabel={t('item.deleteConfirm')}
            onConfirm={deleteAccount}
          />
        </div>
      </article>
    </li>
  );
}
