import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSenderType, ThreadMessage } from '@lexbridge/shared/schemas/messages';
import { cn } from '../../../lib/cn';
import { useMessageStamp } from '../use-message-stamp';
import { LinkifiedText } from './LinkifiedText';
import { ReplyCard } from '../../site';

/** The current time, again every minute, so 'Just now' turns into a time. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A thread's messages as a log region (new ones are announced), each with its sender and time; the
 * viewer's own side's messages say whether the other side has read them, and when.
 */
export function MessageLog({
  messages,
  side,
  emptyText,
}: {
  messages: ThreadMessage[];
  side: MessageSenderType;
  emptyText: string;
}) {
  const { t } = useTranslation('messages');
  const stamp = useMessageStamp();
  const now = useMinuteClock();
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    <div
      role="log"
      aria-label={t('thread.log')}
      // Scrollable: reachable with the keyboard, to read back.
      tabIndex={0}
      className="max-h-[500px] min-h-48 flex-1 overflow-y-auto p-3 md:max-h-[600px]"
    >
      {messages.length === 0 ? (
        <p className="p-4 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        <ol className="space-y-4">
          {messages.map((message) => {
            const own = message.senderType === side;
            return (
              <li
                key={message.id}
                className={cn('flex flex-col', own ? 'items-end' : 'items-start')}
              >
                <p className="mb-1 text-xs text-muted">
                  <span className="font-medium text-navy-900">{message.senderName}</span>{' '}
                  <ReplyCard teamMemberId={message.senderTeamMemberId} />{' '}
                  <time dateTime={message.createdAt}>{stamp(message.createdAt, now)}</time>
                </p>
                <div
                  className={cn(
                    'max-w-[90%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                    own
                      ? 'bg-navy-900 text-white'
                      : 'border border-border bg-paper-muted text-navy-900',
                  )}
                >
                  <LinkifiedText text={message.content} />
                </div>
                {own && (
                  <p className="mt-1 text-xs text-muted">
                    {message.readAt ? (
                      <>
                        {t('thread.read')}{' '}
                        <time dateTime={message.readAt}>{stamp(message.readAt, now)}</time>
                      </>
                    ) : (
                      t('thread.sent')
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div ref={endRef} />
    </div>
  );
}
