import { useTranslation } from 'react-i18next';
import type { Resources } from '@lexbridge/shared/i18n/types';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { useAdminClients } from '../../clients';
import { useFilterMatters } from './use-filter-matters';

type Filters = { client_id: string; matter_id: string };
type Changes<Param extends string> = Partial<Record<Param | keyof Filters, string>>;

/** The props of a firm's list filters by client and matter, whose values live in the URL. */
export type ClientMatterFilterProps<Param extends string> = {
  values: Record<Param | keyof Filters, string>;
  /** The names of the matter and client filtered by, when the page's items tell them. */
  named: { matterTitle?: string; clientName?: string };
  onChange(changes: Changes<Param>): void;
};

/** The catalogs that word the client filter: `filters.client`, `.allClients` and `.chosen`. */
type FilterNamespace = {
  [N in keyof Resources]: Resources[N] extends {
    filters: { client: string; allClients: string; chosen: string };
  }
    ? N
    : never;
}[keyof Resources];

/**
 * The firm's filters by client and matter (documents, invoices): every client, and the matters of
 * the chosen one. The client and the matter in the URL stay offered, named by the page's items or
 * else 'Chosen', so the selects show what the page filters by. `clientSelect` is the client
 * select's props.
 */
export function useClientMatterFilter<Param extends string>(
  { values, named, onChange }: ClientMatterFilterProps<Param>,
  namespace: FilterNamespace,
) {
  const { t } = useTranslation(namespace);
  const chosenLabel = t('filters.chosen');
  const clients = useAdminClients({ page: 1, pageSize: PAGE_SIZE_MAX });
  const chosenMatter = values.matter_id
    ? { id: values.matter_id, title: named.matterTitle ?? chosenLabel }
    : undefined;
  const matters = useFilterMatters(values.client_id || undefined, chosenMatter);
  const clientOptions = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: client.name,
  }));
  if (values.client_id && !clientOptions.some((option) => option.value === values.client_id)) {
    clientOptions.unshift({ value: values.client_id, label: named.clientName ?? chosenLabel });
  }
  const clientSelect = {
    label: t('filters.client'),
    allLabel: t('filters.allClients'),
    value: values.client_id,
    options: clientOptions,
    // A matter belongs to one client: choosing another client clears the matter.
    onChange: (value: string) => onChange({ client_id: value, matter_id: '' } as Changes<Param>),
  };
  return { clientSelect, matters };
}
