import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/** Admin calendar toasts: failures are destructive and titled Error, each naming what failed. */
export function useCalendarToasts() {
  const { t } = useTranslation('booking');
  return useMemo(
    () => ({
      failed: (description: string) => toast.error(t('admin.error'), { description }),
      done: (message: string) => toast.success(message),
    }),
    [t],
  );
}
