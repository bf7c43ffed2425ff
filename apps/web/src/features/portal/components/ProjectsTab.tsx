import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useMatters, MatterCard } from '../../matters';

/** The client's matters as project cards (a project is a matter, DEVIATIONS 17), with a count. */
export function ProjectsTab() {
  const { t } = useTranslation('portal');
  const { data, isPending, isError } = useMatters({ pageSize: PAGE_SIZE_MAX });

  if (isPending) return <LoadingStatus />;
  if (isError) return <p role="alert">{t('loadFailed')}</p>;
  return (
    <section aria-labelledby="projects-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="projects-title" className="text-xl font-semibold">
          {t('projects.title')}
        </h2>
        <p className="text-sm text-muted">{t('projects.count', { count: data.total })}</p>
      </div>
      {data.matters.length === 0 ? (
        <p className="text-muted">{t('projects.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.matters.map((matter) => (
            <li key={matter.id}>
              <MatterCard matter={matter} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
