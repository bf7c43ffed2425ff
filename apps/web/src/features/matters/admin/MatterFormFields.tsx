import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MATTER_PARTY_MAX,
  MATTER_TITLE_MAX,
  matterPracticeAreaLabel,
  matterPracticeAreas,
  matterPriorities,
  matterPriorityLabel,
} from '@lexbridge/shared/schemas/matters';
import { FormField, FormInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { MatterFormValues } from './matter-form-values';
import type { useClientChoices } from '../../clients';

type ClientChoices = ReturnType<typeof useClientChoices>;

/** The fields of the New Matter and Edit dialogs. */
export function MatterFormFields({ clients }: { clients: ClientChoices }) {
  const { t } = useTranslation(['matters', 'clients']);
  const { register } = useFormContext<MatterFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        name="clientSearch"
        label={t('admin.form.findClient')}
        description={clients.truncated ? t('admin.form.narrowSearch') : undefined}
        className="sm:col-span-2"
      >
        <Input
          type="search"
          value={clients.search}
          onChange={(event) => clients.setSearch(event.target.value)}
          // Enter searches as the admin types; it must not send the matter being written.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          autoComplete="off"
        />
      </FormField>
      <FormField name="clientId" label={t('admin.form.client')} className="sm:col-span-2">
        <Select
          {...register('clientId', { onChange: (event) => clients.choose(event.target.value) })}
        >
          <option value="">{t('admin.form.chooseClient')}</option>
          {clients.choices.map((client) => (
            <option key={client.id} value={client.id}>
              {`${client.name} (${client.email})`}
              {client.confirmed === false && ` - ${t('clients:admin.unconfirmed.badge')}`}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField name="title" label={t('admin.form.title')} className="sm:col-span-2">
        <Input maxLength={MATTER_TITLE_MAX} {...register('title')} />
      </FormField>
      <FormField name="practiceArea" label={t('admin.form.practiceArea')}>
        <Select {...register('practiceArea')}>
          <option value="">{t('admin.form.noArea')}</option>
          {matterPracticeAreas.map((area) => (
            <option key={area} value={area}>
              {t(matterPracticeAreaLabel(area))}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField name="priority" label={t('admin.form.priority')}>
        <Select {...register('priority')}>
          {matterPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {t(matterPriorityLabel(priority))}
            </option>
          ))}
        </Select>
      </FormField>
      <FormInput name="startDate" type="date" label={t('admin.form.startDate')} />
      <FormInput name="dueDate" type="date" label={t('admin.form.dueDate')} />
      <FormField name="description" label={t('admin.form.details')} className="sm:col-span-2">
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField
        name="opposingParty"
        label={t('admin.form.opposingParty')}
        description={t('admin.form.opposingPartyHint')}
        className="sm:col-span-2"
      >
        <Input maxLength={MATTER_PARTY_MAX} {...register('opposingParty')} />
      </FormField>
    </div>
  );
}
