import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus } from 'lucide-react';
import type { InvoiceListQuery } from '@lexbridge/shared/schemas/invoices';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { Button } from '../../../components/ui/button';
import { knownClientId, knownMatterId } from '../../../lib/known-ids';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminInvoices } from '../api/get-admin-invoices';
import { InvoicePagedList } from '../components/InvoicePagedList';
import { adminInvoiceParams, knownStatus } from '../invoice-params';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { AdminInvoiceActions } from './AdminInvoiceActions';
import { AdminInvoiceFilters } from './AdminInvoiceFilters';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';

/**
 * The firm's invoices: every client's, filtered by status, client and matter through the URL (so
 * a matter's 'View Invoices' lands filtered), each with its status actions; Create Invoice.
 */
export function AdminInvoices() {
  const { t } = useTranslation('invoices');
  const { search, page, filters, update } = useListParams(adminInvoiceParams);
  const query: InvoiceListQuery = {
    search,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    status: knownStatus(filters.status),
    matterId: knownMatterId(filters.matter_id),
    clientId: knownClientId(filters.client_id),
  };
  const invoices = useAdminInvoices(query);
  useFailureToast(invoices.isError, t('page.loadFailed'));
  const [creating, setCreating] = useState(false);
  const first = invoices.data?.invoices[0];
  // The matter filtered by, named by its invoices: a new invoice starts with it chosen.
  const filteredMatter =
    query.matterId && first?.matterId === query.matterId
      ? { id: first.matterId, title: first.matterTitle, clientName: first.clientName }
      : undefined;

  return (
    <>
      <div>
        <Button onClick={() => setCreating(true)}>
          <FilePlus aria-hidden="true" className="size-4" />
          {t('admin.create')}
        </Button>
      </div>
      <AdminInvoiceFilters
        values={{ ...filters, search }}
        named={{
          matterTitle: filteredMatter?.title,
          clientName: query.clientId && first ? first.clientName : undefined,
        }}
        onChange={update}
      />
      <div>
        <InvoicePagedList
          result={invoices}
          page={page}
          onPage={(next) => update({ page: String(next) })}
          clientOf={(invoice) => invoice.clientName}
          actions={(invoice) => <AdminInvoiceActions invoice={invoice} />}
        />
      </div>
      <CreateInvoiceDialog
        open={creating}
        onOpenChange={setCreating}
        initialMatter={filteredMatter}
      />
    </>
  );
}
