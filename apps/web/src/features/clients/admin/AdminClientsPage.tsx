import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { PageShell } from '../../../components/layout/PageShell';
import { ListPager } from '../../../components/list/ListPager';
import { SearchForm } from '../../../components/list/SearchForm';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useListParams } from '../../../lib/use-list-params';
import { AdminPageHeader } from '../../admin/AdminPageHeader';
import { useAdminClients } from '../api/get-admin-clients';
import { ClientItem } from './ClientItem';

const NO_FILTERS = [] as const;

/** /admin/clients: every client, searched by name or e-mail and paged through the URL. */
export function AdminClientsPage() {
  const { t } = useTranslation(['clients', 'pages']);
  const describeError = useErrorMessage();
  useDocumentTitle(t('pages:admin-clients.title'));
  const { search, page, update } = useListParams(NO_FILTERS);
  const clients = useAdminClients({ search, page, pageSize: PAGE_SIZE_DEFAULT });

  return (
    <PageShell>
      <AdminPageHeader title={t('pages:admin-clients.title')} intro={t('admin.intro')} />
      <div className="mb-6">
        <SearchForm
          value={search}
          label={t('admin.search')}
          buttonLabel={t('admin.searchButton')}
          onSearch={(value) => update({ search: value })}
        />
      </div>
      {clients.isPending && <LoadingStatus />}
      {clients.isError && <Alert tone="error">{describeError(clients.error)}</Alert>}
      {clients.data && (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {t('admin.count', { count: clients.data.total })}
          </p>
          {clients.data.clients.length === 0 ? (
            <p className="rounded-lg border border-border bg-white p-6 text-muted">
              {t('admin.empty')}
            </p>
          ) : (
            <ul className="space-y-4">
              {clients.data.clients.map((client) => (
                <ClientItem key={client.id} client={client} />
              ))}
            </ul>
          )}
          <ListPager
            page={page}
            pageSize={clients.data.pageSize}
            total={clients.data.total}
            onPage={(next) => update({ page: String(next) })}
            labels={{
              nav: t('admin.pages'),
              previous: t('admin.previous'),
              next: t('admin.next'),
              pageOf: (current, total) => t('admin.pageOf', { page: current, total }),
            }}
          />
        </>
      )}
    </PageShell>
  );
}
