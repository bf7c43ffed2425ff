import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MATTER_PARTY_MAX,
  MATTER_TITLE_MAX,
  matterPriorities,
  matterPriorityLabel,
  type AdminMatter,
} from '@lexbridge/shared/schemas/matters';
import { useMatterPracticeAreas } from '../api/get-practice-areas';
import { useAreaTitle } from '../use-area-title';
import { FormField, FormInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { MatterFormValues } from './matter-form-values';
import type { useClientChoices } from '../../clients';

type ClientChoices = ReturnType<typeof useClientChoices>;

type Props = { clients: ClientChoices; matter?: AdminMatter };

/**
 * The practice areas to offer: the site's shown ones, and the one the matter has already (hidden
 * on the site since, or from before the site's list), which it keeps.
 */
function useAreaOptions(matter?: AdminMatter) {
  const areas = useMatterPracticeAreas().data ?? [];
  const title = useAreaTitle();
  const options = areas
    .filter((area) => !area.hidden || area.id === matter?.practiceArea)
    .map((area) => ({ id: area.id, label: title(area.title)! }));
  if (matter?.practiceArea && !options.some((option) => option.id === matter.practiceArea))
    options.push({
      id: matter.practiceArea,
      label: title(matter.practiceAreaTitle) ?? matter.practiceArea,
    });
  return options;
}

/** The fields of the New Matter and Edit dialogs. */
export function MatterFormFields({ clients, matter }: Props) {
  const { t } = useTranslation(['matters', 'clients']);
  const { register } = useFormContext<MatterFormValues>();
  const areas = useAreaOptions(matter);
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
          {areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.label}
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
