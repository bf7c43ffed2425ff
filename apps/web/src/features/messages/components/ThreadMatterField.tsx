import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { MatterOptions } from '../../matters';

/** The matter a New Conversation is about, chosen from `matters`; the form's `matterId`. */
export function ThreadMatterField({
  matters,
  id,
  disabled,
}: {
  matters: { id: string; title: string }[];
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('messages');
  const { register } = useFormContext<{ matterId: string }>();
  return (
    <FormField name="matterId" id={id} label={t('new.matter')}>
      <Select disabled={disabled} {...register('matterId')}>
        <MatterOptions matters={matters} noneLabel={t('new.chooseMatter')} />
      </Select>
    </FormField>
  );
}
