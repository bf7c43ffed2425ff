import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHAT_MESSAGES_PAGE_SIZE,
  conversationTopic,
  type ChatMessage,
} from '@lexbridge/shared/schemas/chat';
import { getRealtime } from '../../lib/realtime';
import type { ChatSide } from './api/chat-side';
import { getMessages } from './api/get-messages';

/** Adds messages not seen yet (by id) and keeps the list in `seq` order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const known = new Set(current.map((message) => message.id));
  const fresh = incoming.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return current;
  return [...current, ...fresh].sort((a, b) => a.seq - b.seq);
}

type Options = {
  onGone?: () => void;
  onMessage?: (message: ChatMessage) => void;
};

/**
 * A conversation's messages, live: the newest page loaded through REST, then appended from the
 * realtime topic; `loadEarlier` adds the page before the first one shown. After every
 * (re)subscribe it asks for messages after the last one it has, a page at a time until none are
 * left, so a dropped connection leaves no gap and a message seen twice is kept once.
 */
export function useLiveMessages(side: ChatSide, conversationId: string, options: Options = {}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // A full page may have more before it; a shorter one reached the first message.
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const lastSeq = useRef(0);
  const firstSeq = useRef(0);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const add = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => {
      const next = mergeMessages(current, incoming);
      lastSeq.current = next.at(-1)?.seq ?? 0;
      firstSeq.current = next[0]?.seq ?? 0;
      return next;
    });
  }, []);

  useEffect(() => {
    // Callers key the component by conversation id, so state starts empty for each conversation.
    let cancelled = false;
    const catchUp = async () => {
      try {
        const first = lastSeq.current === 0;
        let rows = await getMessages(side, conversationId, first ? {} : { after: lastSeq.current });
        if (cancelled) return;
        if (first) setHasEarlier(rows.length >= CHAT_MESSAGES_PAGE_SIZE);
        add(rows);
        while (!first && rows.length >= CHAT_MESSAGES_PAGE_SIZE && !cancelled) {
          rows = await getMessages(side, conversationId, { after: rows.at(-1)!.seq });
          if (!cancelled) add(rows);
        }
        if (cancelled) return;
        setError(null);
        setLoading(false);
      } catch (cause) {
        if (cancelled) return;
        setLoading(false);
        setError(cause);
      }
    };
    void catchUp();
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
  }, [side, conversationId, add]);

  const loadEarlier = useCallback(async () => {
    setLoadingEarlier(true);
    try {
      const rows = await getMessages(side, conversationId, { before: firstSeq.current });
      setHasEarlier(rows.length >= CHAT_MESSAGES_PAGE_SIZE);
      add(rows);
    } catch (cause) {
      setError(cause);
    } finally {
      setLoadingEarlier(false);
    }
  }, [side, conversationId, add]);

  return { messages, loading, error, add, hasEarlier, loadingEarlier, loadEarlier };
}
