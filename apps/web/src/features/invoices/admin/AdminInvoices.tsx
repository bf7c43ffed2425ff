import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAdminInvoices } from '../api/get-admin-invoices';
import { InvoicePagedList } from '../components/InvoicePagedList';
import { adminInvoiceParams } from '../invoice-params';
import { useInvoicePage } from '../use-invoice-page';
import { AdminInvoiceActions } from './AdminInvoiceActions';
import { AdminInvoiceFilters } from './AdminInvoiceFilters';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';

/**
 * The firm's invoices: every client's, filtered by status, client and matter through the URL (so
 * a matter's 'View Invoices' lands filtered), each with its status actions; Create Invoice.
 */
export function AdminInvoices() {
  const { t } = useTranslation('invoices');
  const { search, filters, update, query, paging } = useInvoicePage(
    adminInvoiceParams,
    useAdminInvoices,
  );
  const [creating, setCreating] = useState(false);
  const first = paging.result.data?.invoices[0];
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
          {...paging}
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
