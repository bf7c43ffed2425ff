import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientTopic } from '@lexbridge/shared/schemas/client-topic';
import { getRealtime } from '../../../lib/realtime';
import { useAuth } from '../../auth';
import { appointmentKeys } from '../../appointments';
import { invoiceKeys } from './keys';
import { matterKeys } from '../../matters';

/**
 * Keeps the open portal current: when the firm creates or changes one of the client's matters,
 * appointments or invoices, the lists and details on screen are read again. A matter's details
 * count its appointments and invoices, so any change refreshes all three. Every (re)subscribe
 * reads them again too: a change made while the page loaded, or while the connection was down, is
 * not missed.
 */
export function usePortalLive() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: matterKeys.all });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    };
    return getRealtime().subscribe(clientTopic(userId), {
      onEvent: refresh,
      onSubscribed: refresh,
    });
  }, [userId, queryClient]);
}
