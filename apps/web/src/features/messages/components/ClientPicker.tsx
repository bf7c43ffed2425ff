import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useClientChoices } from '../../clients';

/**
 * A client for the firm's New Conversation: a search narrows the choice (the server sends one page
 * of the largest size); the chosen client stays offered while the search changes.
 */
export function ClientPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation(['messages', 'clients']);
  const id = useId();
  const { search, setSearch, choices, choose } = useClientChoices();
  return (
    <div className="space-y-2">
      <div className="space-y-1">
        <Label htmlFor={`${id}-search`}>{t('new.findClient')}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-client`}>{t('filters.client')}</Label>
        <Select
          id={`${id}-client`}
          value={value}
          onChange={(event) => {
            choose(event.target.value);
            onChange(event.target.value);
          }}
        >
          <option value="">{t('new.chooseClient')}</option>
          {choices.map((client) => (
            <option key={client.id} value={client.id}>
              {t('filters.clientOption', { name: client.name, email: client.email })}
              {client.confirmed === false && ` - ${t('clients:admin.unconfirmed.badge')}`}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
