import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  clientThreadsTopic,
  FIRM_THREADS_TOPIC,
  type MessageSenderType,
  type ThreadListEvent,
} from '@lexbridge/shared/schemas/messages';
import { getRealtime } from '../../lib/realtime';
import { messageKeys } from './api/keys';

/**
 * Keeps the thread list current: a new thread, a new message or a read mark on the viewer's side
 * fetches it again (order and unread counts), as does every (re)subscribe after a lost connection.
 */
export function useLiveThreadList(side: MessageSenderType, userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    const topic = side === 'admin' ? FIRM_THREADS_TOPIC : clientThreadsTopic(userId);
    return getRealtime().subscribe<ThreadListEvent>(topic, {
      onEvent: refresh,
      onSubscribed: refresh,
    });
  }, [side, userId, queryClient]);
}
