import { useTranslation } from 'react-i18next';
import { documentAccessLevels } from '@lexbridge/shared/schemas/documents';
import { DocumentFilters } from '../components/DocumentFilters';
import { FilterSelect } from '../../../components/list/FilterSelect';
import type { DocumentParam } from '../document-params';
import { useClientMatterFilter, type ClientMatterFilterProps } from '../../matters';

/** The documents' filters plus the firm's: the client and the access level. */
export function AdminDocumentFilters(props: ClientMatterFilterProps<DocumentParam>) {
  const { values, onChange } = props;
  const { t } = useTranslation('documents');
  const { clientSelect, matters } = useClientMatterFilter(props, 'documents');
  return (
    <DocumentFilters
      search={values.search}
      matterId={values.matter_id}
      type={values.type}
      matters={matters}
      onChange={onChange}
    >
      <FilterSelect id="documents-client" {...clientSelect} />
      <FilterSelect
        id="documents-access"
        label={t('filters.access')}
        allLabel={t('filters.allAccess')}
        value={values.access_level}
        options={documentAccessLevels.map((level) => ({
          value: level,
          label: t(`access.${level}`),
        }))}
        onChange={(value) => onChange({ access_level: value })}
      />
    </DocumentFilters>
  );
}
