import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';

/** 'Failed to load invoices' as a destructive toast when an invoices list fails to load. */
export function useLoadFailedToast(failed: boolean) {
  const { t } = useTranslation('invoices');
  useEffect(() => {
    if (failed) toast.error(t('page.loadFailed'));
  }, [failed, t]);
}
