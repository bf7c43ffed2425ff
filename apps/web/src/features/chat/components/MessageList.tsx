import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { ReplyCard } from '../../site';

/** Loading the page before the first message shown: offered while there may be one. */
export type EarlierMessages = { available: boolean; loading: boolean; load: () => void };

/**
 * Messages with sender name and time; `ownSide` decides which messages sit on the right. A live
 * region announces new messages to screen-reader users. A long conversation starts with its
 * newest messages and 'Load earlier messages' above them.
 */
export function MessageList({
  messages,
  ownSide,
  emptyText,
  earlier,
  className,
}: {
  messages: ChatMessage[];
  ownSide: (message: ChatMessage) => boolean;
  emptyText: string;
  earlier?: EarlierMessages;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const { time } = useFormat();
  const endRef = useRef<HTMLLIElement>(null);
  const newestId = messages.at(-1)?.id;
  // Follows the newest message; earlier ones loaded above leave the view where it is.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  if (messages.length === 0)
    return <p className={cn('p-4 text-center text-sm text-muted', className)}>{emptyText}</p>;
  return (
    <ol
      aria-live="polite"
      aria-label={t('messages')}
      className={cn('space-y-3 overflow-y-auto p-3', className)}
    >
      {earlier?.available && (
        <li className="text-center">
          <Button variant="outline" size="sm" disabled={earlier.loading} onClick={earlier.load}>
            {earlier.loading ? t('loadingEarlier') : t('loadEarlier')}
          </Button>
        </li>
      )}
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
              <ReplyCard teamMemberId={message.senderTeamMemberId} />{' '}
              <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
            </p>
          </li>
        );
      })}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  );
}
