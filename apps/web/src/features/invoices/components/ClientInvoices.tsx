import { useTranslation } from 'react-i18next';
import { isOpenInvoice, type InvoiceListQuery } from '@lexbridge/shared/schemas/invoices';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { knownMatterId } from '../../../lib/known-ids';
import { useListParams } from '../../../lib/use-list-params';
import { useMatters } from '../../matters';
import { usePortalLive } from '../api/use-portal-live';
import { useInvoices } from '../api/get-invoices';
import { clientInvoiceParams, knownStatus } from '../invoice-params';
import { useFailureToast } from '../../../lib/use-failure-toast';
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
  const { t } = useTranslation('invoices');
  usePortalLive();
  const { search, page, filters, update } = useListParams(clientInvoiceParams);
  const query: InvoiceListQuery = {
    search,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    status: knownStatus(filters.status),
    matterId: knownMatterId(filters.matter_id),
  };
  const invoices = useInvoices(query);
  useFailureToast(invoices.isError, t('page.loadFailed'));
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
          result={invoices}
          page={page}
          onPage={(next) => update({ page: String(next) })}
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
