import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * Messages with sender name and time; `ownSide` decides which messages sit on the right. A live
 * region announces new messages to screen-reader users.
 */
export function MessageList({
  messages,
  ownSide,
  emptyText,
  className,
}: {
  messages: ChatMessage[];
  ownSide: (message: ChatMessage) => boolean;
  emptyText: string;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const { time } = useFormat();
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (messages.length === 0)
    return <p className={cn('p-4 text-center text-sm text-muted', className)}>{emptyText}</p>;
  return (
    <ol
      aria-live="polite"
      aria-label={t('messages')}
      className={cn('space-y-3 overflow-y-auto p-3', className)}
    >
      {messages.map((message) => {
        const own = ownSide(message);
        return (
          <li key={message.id} className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                own
                  ? 'bg-navy-900 text-white'
                  : 'border border-border bg-paper-muted text-navy-900',
              )}
            >
              {message.content}
            </div>
            <p className="mt-1 text-xs text-muted">
              <span className="font-medium">{message.senderName}</span>{' '}
              <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
            </p>
          </li>
        );
      })}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  );
}
