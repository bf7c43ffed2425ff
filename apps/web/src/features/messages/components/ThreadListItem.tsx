import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageSenderType, MessageThread } from '@lexbridge/shared/schemas/messages';
import { cn } from '../../../lib/cn';
import { useMessageStamp } from '../use-message-stamp';

type Props = { thread: MessageThread; side: MessageSenderType; selected: boolean; to: string };

/** One thread in the list: its title, matter (and client, for the firm), last activity, unread. */
export function ThreadListItem({ thread, side, selected, to }: Props) {
  const { t } = useTranslation('messages');
  const stamp = useMessageStamp();
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'block rounded-md p-3 text-left hover:bg-paper-muted',
          selected && 'bg-paper-muted ring-1 ring-navy-700/30',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-medium break-words">{thread.title}</span>
          {thread.unreadCount > 0 && (
            <span className="shrink-0 rounded-full bg-navy-900 px-2 text-xs text-white">
              <span aria-hidden="true">{thread.unreadCount}</span>
              <span className="sr-only">{t('list.unread', { count: thread.unreadCount })}</span>
            </span>
          )}
        </span>
        <span className="block text-sm break-words text-muted">
          {side === 'admin'
            ? t('list.matterOf', { matter: thread.matterTitle, client: thread.clientName })
            : thread.matterTitle}
        </span>
        <span className="block text-xs text-muted">
          <time dateTime={thread.lastMessageAt}>{stamp(thread.lastMessageAt)}</time>
        </span>
      </Link>
    </li>
  );
}
