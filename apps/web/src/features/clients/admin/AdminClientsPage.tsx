import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { PageShell } from '../../../components/layout/PageShell';
import { PagedList } from '../../../components/list/PagedList';
import { SearchForm } from '../../../components/list/SearchForm';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { useAdminClients } from '../api/get-admin-clients';
import { AddClientDialog } from './AddClientDialog';
import { ClientItem } from './ClientItem';

const NO_FILTERS = [] as const;

/** /admin/clients: every client, searched by name or e-mail and paged through the URL. */
export function AdminClientsPage() {
  const { t } = useTranslation(['clients', 'pages']);
  useDocumentTitle(t('pages:admin-clients.title'));
  const { search, page, update } = useListParams(NO_FILTERS);
  const clients = useAdminClients({ search, page, pageSize: PAGE_SIZE_DEFAULT });
  const [adding, setAdding] = useState(false);

  return (
    <PageShell>
      <AdminPageHeader title={t('pages:admin-clients.title')} intro={t('admin.intro')} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <SearchForm
            value={search}
            label={t('admin.search')}
            buttonLabel={t('admin.searchButton')}
            onSearch={(value) => update({ search: value })}
          />
        </div>
        <Button onClick={() => setAdding(true)}>{t('admin.add.button')}</Button>
      </div>
      <PagedList
        result={clients}
        items={(data) => data.clients}
        renderItem={(client) => <ClientItem key={client.id} client={client} />}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        texts={{
          count: (total) => t('admin.count', { count: total }),
          empty: t('admin.empty'),
          pages: t('admin.pages'),
        }}
      />
      <AddClientDialog open={adding} onOpenChange={setAdding} />
    </PageShell>
  );
}
