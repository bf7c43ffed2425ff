import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matterPracticeAreaIdSchema,
  matterStatuses,
  type AdminMatter,
  type MatterListQuery,
} from '@lexbridge/shared/schemas/matters';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { PagedList } from '../../../components/list/PagedList';
import { Button } from '../../../components/ui/button';
import { useListParams } from '../../../lib/use-list-params';
import { AdminMatterFilters, MatterDialog, useAdminMatters } from '../../matters';
import { MatterItem } from './MatterItem';

const FILTERS = ['status', 'practiceArea'] as const;

/** A filter value from the URL, when it is one the server knows (a stale link shows everything). */
const known = <T extends string>(values: readonly T[], value: string) =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The firm's matters, filtered and paged through the URL, with New Matter and Edit: the Matters
 * page and the dashboard's Projects tab (a project is a matter).
 */
export function AdminMattersList() {
  const { t } = useTranslation('matters');
  const { search, page, filters, update } = useListParams(FILTERS);
  const query: MatterListQuery = {
    search,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    status: known(matterStatuses, filters.status),
    // Any practice-area id of the site's form (areas are the firm's to edit).
    practiceArea: matterPracticeAreaIdSchema.safeParse(filters.practiceArea).data,
  };
  const matters = useAdminMatters(query);
  const [dialog, setDialog] = useState<{ matter?: AdminMatter }>();

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <AdminMatterFilters
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
    </>
  );
}
