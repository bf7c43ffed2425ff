import { useTranslation } from 'react-i18next';
import { documentAccessLevels } from '@lexbridge/shared/schemas/documents';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useAdminClients } from '../../clients';
import { DocumentFilters } from '../components/DocumentFilters';
import { FilterSelect } from '../../../components/list/FilterSelect';
import type { DocumentParam } from '../document-params';
import { useFilterMatters } from '../../matters';

type Props = {
  values: Record<DocumentParam, string>;
  /** The names of the matter and client filtered by, when the page's documents tell them. */
  named: { matterTitle?: string; clientName?: string };
  onChange(changes: Partial<Record<DocumentParam, string>>): void;
};

/** The documents' filters plus the firm's: the client and the access level. */
export function AdminDocumentFilters({ values, named, onChange }: Props) {
  const { t } = useTranslation('documents');
  const clients = useAdminClients({ page: 1, pageSize: PAGE_SIZE_MAX });
  const chosenMatter = values.matter_id
    ? { id: values.matter_id, title: named.matterTitle ?? t('filters.chosen') }
    : undefined;
  const matters = useFilterMatters(values.client_id || undefined, chosenMatter);
  const clientOptions = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: client.name,
  }));
  if (values.client_id && !clientOptions.some((option) => option.value === values.client_id)) {
    clientOptions.unshift({
      value: values.client_id,
      label: named.clientName ?? t('filters.chosen'),
    });
  }
  return (
    <DocumentFilters
      search={values.search}
      matterId={values.matter_id}
      type={values.type}
      matters={matters}
      onChange={onChange}
    >
      <FilterSelect
        id="documents-client"
        label={t('filters.client')}
        allLabel={t('filters.allClients')}
        value={values.client_id}
        options={clientOptions}
        // A matter belongs to one client: choosing another client clears the matter.
        onChange={(value) => onChange({ client_id: value, matter_id: '' })}
      />
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
