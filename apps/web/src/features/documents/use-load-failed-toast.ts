import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast';

/** 'Failed to load documents' as a destructive toast when a documents list fails to load. */
export function useLoadFailedToast(failed: boolean) {
  const { t } = useTranslation('documents');
  useEffect(() => {
    if (failed) toast.error(t('page.loadFailed'));
  }, [failed, t]);
}
