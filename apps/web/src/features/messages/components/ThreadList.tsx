import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import { ListPager } from '../../../components/list/ListPager';
import { SearchForm } from '../../../components/list/SearchForm';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useThreads } from '../api/get-threads';
import type { useMessagesParams } from '../use-messages-params';
import { ThreadFilters } from './ThreadFilters';
import { ThreadListItem } from './ThreadListItem';

type Props = {
  side: MessageSenderType;
  params: ReturnType<typeof useMessagesParams>;
  className?: string;
};

/** The threads, newest activity first (the firm's: unread first), with search and pages. */
export function ThreadList({ side, params, className }: Props) {
  const { t } = useTranslation('messages');
  const { view, update, searchWith } = params;
  const { search, page, clientId, matterId } = view;
  const result = useThreads(side, { search, page, clientId, matterId });

  useEffect(() => {
    if (result.isError) toast.error(t('errors.loadThreads'));
  }, [result.isError, t]);

  const threads = result.data?.threads ?? [];
  return (
    <section
      aria-labelledby="threads-heading"
      className={cn('min-w-0 space-y-3 rounded-lg border border-border bg-white p-3', className)}
    >
      <h2 id="threads-heading" className="font-serif text-xl font-semibold">
        {t('list.heading')}
      </h2>
      <SearchForm
        value={search}
        label={t('list.search')}
        buttonLabel={t('list.searchButton')}
        onSearch={(value) => update({ search: value })}
      />
      {side === 'admin' && (
        <ThreadFilters clientId={clientId} matterId={matterId} onChange={update} />
      )}
      {result.isPending ? (
        <LoadingStatus />
      ) : result.isError ? (
        <Alert tone="error">{t('errors.loadThreads')}</Alert>
      ) : threads.length === 0 ? (
        <p className="text-sm text-muted">
          {t(search || clientId || matterId ? 'list.noMatch' : 'list.empty')}
        </p>
      ) : (
        <ul className="max-h-[600px] space-y-1 overflow-y-auto">
          {threads.map((thread) => (
            <ThreadListItem
              key={thread.id}
              thread={thread}
              side={side}
              selected={thread.id === view.threadId}
              to={`/messages${searchWith({ thread_id: thread.id })}`}
            />
          ))}
        </ul>
      )}
      {result.data && (
        <ListPager
          page={page}
          pageSize={result.data.pageSize}
          total={result.data.total}
          label={t('list.pages')}
          onPage={(next) => update({ page: String(next) })}
        />
      )}
    </section>
  );
}
