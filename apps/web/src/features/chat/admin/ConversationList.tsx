import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import {
  DELETED_CONVERSATION_DAYS,
  type AdminConversation,
  type ConversationView,
} from '@lexbridge/shared/schemas/chat';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAdminConversations } from '../api/get-admin-conversations';
import { ConversationActions } from './ConversationActions';

const views: readonly ConversationView[] = ['active', 'archived', 'deleted'];
const headings = {
  active: 'admin.list.active',
  archived: 'admin.list.archived',
  deleted: 'admin.list.deleted',
} as const;
const showLabels = {
  active: 'admin.list.showActive',
  archived: 'admin.list.showArchived',
  deleted: 'admin.list.showDeleted',
} as const;
const emptyTexts = {
  active: 'admin.list.noActive',
  archived: 'admin.list.noArchived',
  deleted: 'admin.list.noDeleted',
} as const;

/**
 * The conversation center's list: active, archived or deleted conversations (the Deleted view
 * keeps them restorable for 30 days), searchable, each with its actions.
 */
export function ConversationList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (conversation: AdminConversation | null) => void;
}) {
  const { t } = useTranslation('chat');
  const { dateTime } = useFormat();
  const [status, setStatus] = useState<ConversationView>('active');
  const [search, setSearch] = useState('');
  const { data, isPending, isError } = useAdminConversations(status, search.trim());

  const empty = t(search.trim() ? 'admin.list.noMatch' : emptyTexts[status]);

  return (
    <section
      aria-labelledby="conversation-list-heading"
      className="rounded-lg border border-border bg-white"
    >
      <div className="space-y-2 border-b border-border p-3">
        <h2 id="conversation-list-heading" className="text-lg font-semibold">
          {t(headings[status])}
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
        <div className="grid gap-2">
          {views
            .filter((view) => view !== status)
            .map((view) => (
              <Button
                key={view}
                variant="outline"
                size="sm"
                className="w-full"
                onClick={() => {
                  setStatus(view);
                  onSelect(null);
                }}
              >
                {t(showLabels[view])}
              </Button>
            ))}
        </div>
        {status === 'deleted' && (
          <p className="text-sm text-muted">
            {t('admin.list.deletedNote', { count: DELETED_CONVERSATION_DAYS })}
          </p>
        )}
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
                onClick={() => onSelect(conversation)}
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
                <span className="block text-xs text-muted">
                  {conversation.deletedAt
                    ? t('admin.list.deletedAt', { date: dateTime(conversation.deletedAt) })
                    : dateTime(conversation.updatedAt)}
                </span>
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
