import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTypeFilterNames } from '@lexbridge/shared/schemas/documents';
import { SearchForm } from '../../../components/list/SearchForm';
import type { DocumentParam } from '../document-params';
import { FilterSelect } from '../../../components/list/FilterSelect';

type Props = {
  search: string;
  matterId: string;
  type: string;
  matters: { id: string; title: string }[];
  onChange(changes: Partial<Record<DocumentParam, string>>): void;
  /** More filters after these (the firm's client and access level). */
  children?: ReactNode;
};

/** Search by name, matter and type of the documents; every change goes to the URL. */
export function DocumentFilters({ search, matterId, type, matters, onChange, children }: Props) {
  const { t } = useTranslation('documents');
  return (
    <div className="space-y-3" role="group" aria-label={t('filters.label')}>
      <SearchForm
        value={search}
        label={t('filters.search')}
        buttonLabel={t('filters.searchButton')}
        onSearch={(value) => onChange({ search: value })}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="documents-matter"
          label={t('filters.matter')}
          allLabel={t('filters.allMatters')}
          value={matterId}
          options={matters.map((matter) => ({ value: matter.id, label: matter.title }))}
          onChange={(value) => onChange({ matter_id: value })}
        />
        <FilterSelect
          id="documents-type"
          label={t('filters.type')}
          allLabel={t('filters.allTypes')}
          value={type}
          options={documentTypeFilterNames.map((name) => ({
            value: name,
            label: t(`types.${name}`),
          }))}
          onChange={(value) => onChange({ type: value })}
        />
        {children}
      </div>
    </div>
  );
}
