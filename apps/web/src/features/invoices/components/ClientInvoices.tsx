import { isOpenInvoice } from '@lexbridge/shared/schemas/invoices';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useMatters } from '../../matters';
import { usePortalLive } from '../api/use-portal-live';
import { useInvoices } from '../api/get-invoices';
import { clientInvoiceParams } from '../invoice-params';
import { useInvoicePage } from '../use-invoice-page';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoicePagedList } from './InvoicePagedList';
import { InvoicePdfLink } from './InvoicePdfLink';
import { PayNowButton } from './PayNowButton';

/**
 * The client's invoices of their own matters, filtered by status and matter through the URL. An
 * invoice still owed can be paid online; every one can be downloaded. What the firm changes shows
 * at once.
 */
export function ClientInvoices() {
  usePortalLive();
  const { search, filters, update, paging } = useInvoicePage(clientInvoiceParams, useInvoices);
  const matters = useMatters({ pageSize: PAGE_SIZE_MAX });

  return (
    <>
      <InvoiceFilters
        values={{ ...filters, search }}
        matters={matters.data?.matters ?? []}
        onChange={update}
      />
      <div>
        <InvoicePagedList
          {...paging}
          actions={(invoice) => (
            <>
              {isOpenInvoice(invoice.status) && <PayNowButton invoice={invoice} />}
              <InvoicePdfLink invoice={invoice} />
            </>
          )}
        />
      </div>
    </>
  );
}
