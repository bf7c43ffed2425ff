import { useTranslation } from 'react-i18next';
import { matterStatuses, matterStatusLabel } from '@lexbridge/shared/schemas/matters';
import { SearchForm } from '../../../components/list/SearchForm';
import { Select } from '../../../components/ui/select';
import { useMatterPracticeAreas } from '../api/get-practice-areas';
import { useAreaTitle } from '../use-area-title';

type Props = {
  search: string;
  status: string;
  practiceArea: string;
  onChange(changes: { search?: string; status?: string; practiceArea?: string }): void;
};

/** Search (title or client), status and practice area of the matters list. */
export function MatterFilters({ search, status, practiceArea, onChange }: Props) {
  const { t } = useTranslation(['matters']);
  // Every area of the site, hidden ones too: older matters may be filed under them.
  const areas = useMatterPracticeAreas().data ?? [];
  const title = useAreaTitle();
  return (
    <div className="flex flex-col gap-3 lg:flex-row">
      <SearchForm
        value={search}
        label={t('admin.search')}
        buttonLabel={t('admin.searchButton')}
        onSearch={(value) => onChange({ search: value })}
      />
      <Select
        aria-label={t('admin.status')}
        className="lg:w-48"
        value={status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">{t('admin.allStatuses')}</option>
        {matterStatuses.map((value) => (
          <option key={value} value={value}>
            {t(matterStatusLabel(value))}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('admin.practiceArea')}
        className="lg:w-64"
        value={practiceArea}
        onChange={(event) => onChange({ practiceArea: event.target.value })}
      >
        <option value="">{t('admin.allAreas')}</option>
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {title(area.title)}
          </option>
        ))}
      </Select>
    </div>
  );
}
