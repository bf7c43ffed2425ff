import { useCallback, useEffect, useRef, useState } from 'react';
import {
  threadTopic,
  type ThreadEvent,
  type ThreadMessage,
} from '@lexbridge/shared/schemas/messages';
import { getRealtime } from '../../lib/realtime';
import { getThreadMessages } from './api/thread-messages';
import { applyReadMark, catchUpFrom, mergeThreadMessages } from './thread-state';

/**
 * A thread's messages, live: loaded through REST, then kept current from the thread's topic (new
 * messages, read marks). After every (re)subscribe it asks for what came after the newest message
 * it has and for the read marks of its unread ones, so a dropped connection leaves no gap and a
 * message seen twice is kept once. Callers key the component by thread id.
 */
export function useThreadMessages(threadId: string) {
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const current = useRef<ThreadMessage[]>([]);

  const update = useCallback((change: (messages: ThreadMessage[]) => ThreadMessage[]) => {
    current.current = change(current.current);
    setMessages(current.current);
  }, []);
  const add = useCallback(
    (incoming: ThreadMessage[]) => update((known) => mergeThreadMessages(known, incoming)),
    [update],
  );

  useEffect(() => {
    let cancelled = false;
    const catchUp = () => {
      const { after, unreadFrom } = catchUpFrom(current.current);
      getThreadMessages(threadId, after, unreadFrom)
        .then((rows) => {
          if (cancelled) return;
          add(rows);
          setError(null);
          setLoading(false);
        })
        .catch((cause: unknown) => {
          if (cancelled) return;
          setLoading(false);
          setError(cause);
        });
    };
    catchUp();
    const unsubscribe = getRealtime().subscribe<ThreadEvent>(threadTopic(threadId), {
      onSubscribed: catchUp,
      onEvent(event) {
        if (event.kind === 'message') add([event.message]);
        else update((known) => applyReadMark(known, event));
      },
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [threadId, add, update]);

  return { messages, loading, error, add };
}
