import { useTranslation } from 'react-i18next';
import {
  matterPracticeAreaLabel,
  matterPracticeAreas,
  matterStatusLabel,
  matterStatuses,
} from '@lexbridge/shared/schemas/matters';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { MatterFilters as Filters, MatterParam } from '../use-matter-filters';

type Props = {
  filters: Filters;
  onChange: (
    changes: Partial<Record<MatterParam, string>>,
    options?: { replace?: boolean },
  ) => void;
};

/** Search, status and practice area of the client's matters; each change goes to the URL. */
export function MatterFilters({ filters, onChange }: Props) {
  const { t } = useTranslation(['matters']);
  return (
    <div role="search" aria-label={t('portal.filters.label')} className="grid gap-4 sm:grid-cols-3">
      <div className="space-y-1.5">
        <Label htmlFor="matter-search">{t('portal.filters.search')}</Label>
        <Input
          id="matter-search"
          type="search"
          value={filters.search}
          placeholder={t('portal.filters.searchPlaceholder')}
          onChange={(event) => onChange({ search: event.target.value }, { replace: true })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="matter-status">{t('portal.filters.status')}</Label>
        <Select
          id="matter-status"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('portal.filters.allStatuses')}</option>
          {matterStatuses.map((status) => (
            <option key={status} value={status}>
              {t(matterStatusLabel(status))}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="matter-area">{t('portal.filters.practiceArea')}</Label>
        <Select
          id="matter-area"
          value={filters.practiceArea ?? ''}
          onChange={(event) => onChange({ practice_area: event.target.value })}
        >
          <option value="">{t('portal.filters.allAreas')}</option>
          {matterPracticeAreas.map((area) => (
            <option key={area} value={area}>
              {t(matterPracticeAreaLabel(area))}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
