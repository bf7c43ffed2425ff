import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONVERSATIONS_TOPIC, type AdminConversation } from '@lexbridge/shared/schemas/chat';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageShell } from '../../../components/layout/PageShell';
import { getRealtime } from '../../../lib/realtime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { chatKeys } from '../api/keys';
import { AccessDenied } from './AccessDenied';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';

/** /admin/messages and /admin/chat: every conversation, live, with replies from the firm. */
export function ConversationCenterPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('admin.title'));
  const { user, isAdmin, loading } = useAuth();
  const [selected, setSelected] = useState<AdminConversation | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAdmin) return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.adminConversations() });
    // New conversations and messages re-sort the list; a reconnect refreshes it too.
    return getRealtime().subscribe(ADMIN_CONVERSATIONS_TOPIC, {
      onEvent: refresh,
      onSubscribed: refresh,
    });
  }, [isAdmin, queryClient]);

  if (loading) return <LoadingScreen />;
  if (!user || !isAdmin)
    return (
      <PageShell>
        <AccessDenied />
      </PageShell>
    );

  return (
    <PageShell className="max-w-7xl">
      <h1 className="text-3xl font-semibold">{t('admin.title')}</h1>
      {/* minmax(0, 1fr): a long name or last message truncates instead of widening the page. */}
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <ConversationList selectedId={selected?.id ?? null} onSelect={setSelected} />
        {selected ? (
          <ConversationThread
            key={selected.id}
            conversationId={selected.id}
            deleted={selected.deletedAt !== null}
            onGone={() => setSelected(null)}
          />
        ) : (
          <div className="flex min-h-64 items-center justify-center rounded-lg border border-border bg-white p-6 text-muted">
            {t('admin.select')}
          </div>
        )}
      </div>
    </PageShell>
  );
}
