import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { ConversationStatus } from '@lexbridge/shared/schemas/chat';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAdminConversations } from '../api/get-admin-conversations';
import { ConversationActions } from './ConversationActions';

export function ConversationList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  const { t } = useTranslation('chat');
  const { dateTime } = useFormat();
  const [status, setStatus] = useState<ConversationStatus>('active');
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useAdminConversations(status, search.trim());

  const empty = t(
    search.trim()
      ? 'admin.list.noMatch'
      : status === 'archived'
        ? 'admin.list.noArchived'
        : 'admin.list.noActive',
  );

  return (
    <section
      aria-labelledby="conversation-list-heading"
      className="rounded-lg border border-border bg-white"
    >
      <div className="space-y-2 border-b border-border p-3">
        <h2 id="conversation-list-heading" className="text-lg font-semibold">
          {t(status === 'archived' ? 'admin.list.archived' : 'admin.list.active')}
        </h2>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted" />
          <Input
            aria-label={t('admin.list.search')}
            placeholder={t('admin.list.searchPlaceholder')}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => {
            setStatus(status === 'active' ? 'archived' : 'active');
            onSelect(null);
          }}
        >
          {t(status === 'active' ? 'admin.list.showArchived' : 'admin.list.showActive')}
        </Button>
      </div>
      {isError && (
        <Alert tone="error" className="m-3">
          {t('admin.list.loadFailed')}
        </Alert>
      )}
      {isPending ? (
        <p className="p-4 text-sm text-muted">{t('loading')}</p>
      ) : data && data.length > 0 ? (
        <ul className="max-h-[600px] divide-y divide-border overflow-y-auto">
          {data.map((conversation) => (
            <li
              key={conversation.id}
              className={cn(
                'flex items-start gap-1 p-2',
                conversation.id === selectedId && 'bg-paper-muted',
              )}
            >
              <button
                type="button"
                aria-current={conversation.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(conversation.id)}
                className="min-w-0 flex-1 rounded-md p-1 text-left"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium">{conversation.userName}</span>
                  {conversation.unreadCount > 0 && (
                    <span
                      className="rounded-full bg-navy-900 px-2 text-xs text-white"
                      aria-label={t('admin.list.unread', { count: conversation.unreadCount })}
                    >
                      {conversation.unreadCount}
                    </span>
                  )}
                </span>
                <span className="block truncate text-xs text-muted">
                  {conversation.userEmail ?? t('admin.list.noEmail')}
                </span>
                {conversation.lastMessage && (
                  <span className="block truncate text-sm">{conversation.lastMessage}</span>
                )}
                <span className="block text-xs text-muted">{dateTime(conversation.updatedAt)}</span>
              </button>
              <ConversationActions
                conversation={conversation}
                onRemoved={() => conversation.id === selectedId && onSelect(null)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="p-4 text-sm text-muted">{empty}</p>
      )}
    </section>
  );
}
