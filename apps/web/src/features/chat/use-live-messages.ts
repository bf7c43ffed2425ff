import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_MESSAGES_PAGE_SIZE,
  conversationTopic,
  type ChatMessage,
} from '@lexbridge/shared/schemas/chat';
import { getRealtime } from '../../lib/realtime';
import type { ChatSide } from './api/chat-side';
import { getMessages, useConversationMessages } from './api/get-messages';
import { chatKeys } from './api/keys';
import {
  withEarlierPage,
  withMessages,
  withNewestPage,
  type LoadedMessages,
} from './messages-cache';

export { mergeMessages } from './messages-cache';

type Options = {
  onGone?: () => void;
  onMessage?: (message: ChatMessage) => void;
};

/**
 * A conversation's messages, live: the newest page through the query cache, then added to it from
 * the realtime topic; `loadEarlier` adds the page before the first one shown. After every
 * (re)subscribe it asks for messages after the last one it has, a page at a time until none are
 * left, so a dropped connection leaves no gap and a message seen twice is kept once.
 */
export function useLiveMessages(side: ChatSide, conversationId: string, options: Options = {}) {
  const client = useQueryClient();
  const query = useConversationMessages(side, conversationId);
  // A failed catch-up or Load earlier; the newest page's own failure is the query's.
  const [failure, setFailure] = useState<unknown>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const update = useCallback(
    (change: (current: LoadedMessages | undefined) => LoadedMessages) =>
      client.setQueryData<LoadedMessages>(chatKeys.messages(side, conversationId), change),
    [client, side, conversationId],
  );
  const add = useCallback(
    (incoming: ChatMessage[]) => update((current) => withMessages(current, incoming)),
    [update],
  );

  const known = useCallback(
    () =>
      client.getQueryData<LoadedMessages>(chatKeys.messages(side, conversationId))?.messages ?? [],
    [client, side, conversationId],
  );

  useEffect(() => {
    let cancelled = false;
    const catchUp = async () => {
      try {
        let rows = known();
        // Nothing known yet: the newest page, asked again now that events are coming.
        if (rows.length === 0) {
          const newest = await getMessages(side, conversationId);
          if (!cancelled) update((current) => withNewestPage(current, newest));
        } else {
          do {
            rows = await getMessages(side, conversationId, { after: rows.at(-1)!.seq });
            if (!cancelled) add(rows);
          } while (rows.length >= CHAT_MESSAGES_PAGE_SIZE && !cancelled);
        }
        if (!cancelled) setFailure(null);
      } catch (cause) {
        if (!cancelled) setFailure(cause);
      }
    };
    // Messages kept from an earlier visit may be behind: ask for what came since, as on a
    // resubscribe. With none, the query is fetching the newest page.
    if (known().length > 0) void catchUp();
    const unsubscribe = getRealtime().subscribe(conversationTopic(conversationId), {
      onSubscribed: () => void catchUp(),
      onEvent(event) {
        if (event.kind === 'message') {
          add([event.message]);
          optionsRef.current.onMessage?.(event.message);
        } else if (event.kind === 'conversation' && event.status === 'deleted') {
          optionsRef.current.onGone?.();
        }
      },
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [side, conversationId, known, add, update]);

  const loadEarlier = useCallback(async () => {
    setLoadingEarlier(true);
    try {
      const rows = await getMessages(side, conversationId, { before: known()[0]?.seq ?? 0 });
      update((current) => withEarlierPage(current, rows));
    } catch (cause) {
      setFailure(cause);
    } finally {
      setLoadingEarlier(false);
    }
  }, [side, conversationId, known, update]);

  return {
    messages: query.data?.messages ?? [],
    loading: query.isPending,
    error: failure ?? query.error,
    add,
    hasEarlier: query.data?.hasEarlier ?? false,
    loadingEarlier,
    loadEarlier,
  };
}
