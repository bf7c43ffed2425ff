import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquarePlus } from 'lucide-react';
import { PageShell } from '../../../components/layout/PageShell';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { NewConversationDialog } from '../components/NewConversationDialog';
import { ThreadList } from '../components/ThreadList';
import { ThreadPane } from '../components/ThreadPane';
import { useLiveThreadList } from '../use-live-thread-list';
import { useMessagesParams } from '../use-messages-params';

/**
 * /messages: secure conversations about matters. A client sees their own threads; the firm every
 * client's, and answers as the signed-in administrator. The open thread is `?thread_id=`; on a
 * narrow screen it replaces the list, which a link brings back.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('title'));
  const { user, isAdmin } = useAuth();
  const side = isAdmin ? 'admin' : 'client';
  const params = useMessagesParams();
  const { threadId } = params.view;
  const [starting, setStarting] = useState(false);
  useLiveThreadList(side, user?.id);

  return (
    <PageShell className="max-w-7xl space-y-6">
      <BackLink to={isAdmin ? '/admin' : '/client-portal'}>
        {t(isAdmin ? 'backToAdmin' : 'backToPortal')}
      </BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold">{t('title')}</h1>
          <p className="text-muted">{t(isAdmin ? 'firmSubtitle' : 'subtitle')}</p>
        </div>
        <Button onClick={() => setStarting(true)}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('new.open')}
        </Button>
      </header>
      <div className="grid gap-4 md:grid-cols-[22rem_minmax(0,1fr)]">
        <ThreadList
          side={side}
          params={params}
          className={threadId ? 'hidden md:block' : undefined}
        />
        {threadId ? (
          <ThreadPane
            key={threadId}
            threadId={threadId}
            side={side}
            backTo={`/messages${params.searchWith({ thread_id: '' })}`}
          />
        ) : (
          <p className="hidden min-h-64 items-center justify-center rounded-lg border border-border bg-white p-6 text-muted md:flex">
            {t('select')}
          </p>
        )}
      </div>
      <NewConversationDialog
        open={starting}
        onOpenChange={setStarting}
        onStarted={(thread) => params.update({ thread_id: thread.id })}
      />
    </PageShell>
  );
}
