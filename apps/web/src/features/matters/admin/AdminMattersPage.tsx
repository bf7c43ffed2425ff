import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matterPracticeAreas,
  matterStatuses,
  type AdminMatter,
  type MatterListQuery,
} from '@lexbridge/shared/schemas/matters';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { PageShell } from '../../../components/layout/PageShell';
import { PagedList } from '../../../components/list/PagedList';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { AdminPageHeader } from '../../admin/AdminPageHeader';
import { useAdminMatters } from '../api/get-admin-matters';
import { MatterDialog } from './MatterDialog';
import { MatterFilters } from './MatterFilters';
import { MatterItem } from './MatterItem';

const FILTERS = ['status', 'practiceArea'] as const;

/** A filter value from the URL, when it is one the server knows (a stale link shows everything). */
const known = <T extends string>(values: readonly T[], value: string) =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** /admin/matters: the firm's matters, filtered and paged through the URL; New Matter and Edit. */
export function AdminMattersPage() {
  const { t } = useTranslation(['matters', 'pages']);
  useDocumentTitle(t('pages:admin-matters.title'));
  const { search, page, filters, update } = useListParams(FILTERS);
  const query: MatterListQuery = {
    search,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    status: known(matterStatuses, filters.status),
    practiceArea: known(matterPracticeAreas, filters.practiceArea),
  };
  const matters = useAdminMatters(query);
  const [dialog, setDialog] = useState<{ matter?: AdminMatter }>();

  return (
    <PageShell className="max-w-5xl">
      <AdminPageHeader title={t('pages:admin-matters.title')} intro={t('admin.intro')} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <MatterFilters
            search={search}
            status={query.status ?? ''}
            practiceArea={query.practiceArea ?? ''}
            onChange={update}
          />
        </div>
        <Button onClick={() => setDialog({})}>{t('admin.newMatter')}</Button>
      </div>
      <PagedList
        result={matters}
        items={(data) => data.matters}
        renderItem={(matter) => (
          <MatterItem key={matter.id} matter={matter} onEdit={(m) => setDialog({ matter: m })} />
        )}
        page={page}
        onPage={(next) => update({ page: String(next) })}
        texts={{
          count: (total) => t('admin.count', { count: total }),
          empty: t('admin.empty'),
          pages: t('admin.pages'),
        }}
      />
      <MatterDialog
        open={dialog !== undefined}
        matter={dialog?.matter}
        onOpenChange={(open) => !open && setDialog(undefined)}
      />
    </PageShell>
  );
}
