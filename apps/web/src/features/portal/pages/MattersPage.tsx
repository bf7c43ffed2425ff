import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { PageShell } from '../../../components/layout/PageShell';
import { BackLink } from '../../../components/ui/back-link';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { toast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePortalLive } from '../../invoices';
import { useMatters, MatterFilters, MatterGrid, useMatterFilters } from '../../matters';
import { MatterDetail } from '../components/MatterDetail';

/**
 * /matters: the client's matters with filters, or one matter's details. Everything the view shows
 * is in the URL (search, status, practice_area, matter_id). One page of the largest size is shown;
 * a client with more matters narrows them with the filters. What the firm changes shows at once.
 */
export function MattersPage() {
  const { t } = useTranslation(['matters']);
  useDocumentTitle(t('portal.title'));
  usePortalLive();
  const { filters, update, searchWith } = useMatterFilters();
  const { search, status, practiceArea, matterId } = filters;
  const list = useMatters({ search, status, practiceArea, pageSize: PAGE_SIZE_MAX });

  useEffect(() => {
    if (list.isError) toast.error(t('portal.loadFailed'));
  }, [list.isError, t]);

  return (
    <PageShell className="space-y-6">
      <BackLink to="/client-portal">{t('portal.back')}</BackLink>
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('portal.title')}</h1>
        <p className="text-muted">{t('portal.subtitle')}</p>
      </header>
      {matterId ? (
        <MatterDetail
          key={matterId}
          id={matterId}
          backTo={`/matters${searchWith({ matter_id: '' })}`}
        />
      ) : (
        <>
          <MatterFilters filters={filters} onChange={update} />
          {list.isPending ? (
            <LoadingStatus />
          ) : list.data?.matters.length ? (
            <MatterGrid
              matters={list.data.matters}
              linkTo={(matter) => `/matters${searchWith({ matter_id: matter.id })}`}
            />
          ) : list.data ? (
            <p className="text-muted">{t('portal.empty')}</p>
          ) : null}
        </>
      )}
    </PageShell>
  );
}
