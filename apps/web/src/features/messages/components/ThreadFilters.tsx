import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useAdminClients } from '../../clients';
import type { MessagesParam } from '../use-messages-params';
import { useClientMatters } from './use-client-matters';

type Props = {
  clientId?: string;
  matterId?: string;
  onChange(changes: Partial<Record<MessagesParam, string>>): void;
};

/** The firm's filters: a client, then one of that client's matters. */
export function ThreadFilters({ clientId, matterId, onChange }: Props) {
  const { t } = useTranslation('messages');
  const id = useId();
  const clients = useAdminClients({ page: 1, pageSize: PAGE_SIZE_MAX });
  const matters = useClientMatters(clientId);
  return (
    <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1">
      <div className="space-y-1">
        <Label htmlFor={`${id}-client`}>{t('filters.client')}</Label>
        <Select
          id={`${id}-client`}
          value={clientId ?? ''}
          onChange={(event) => onChange({ client_id: event.target.value, matter_id: '' })}
        >
          <option value="">{t('filters.allClients')}</option>
          {clients.data?.clients.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {t('filters.clientOption', { name: choice.name, email: choice.email })}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-matter`}>{t('filters.matter')}</Label>
        <Select
          id={`${id}-matter`}
          value={matterId ?? ''}
          disabled={!clientId}
          onChange={(event) => onChange({ matter_id: event.target.value })}
        >
          <option value="">{t('filters.allMatters')}</option>
          {matters.map((matter) => (
            <option key={matter.id} value={matter.id}>
              {matter.title}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
