import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import type { MatterFieldProps } from '../upload/UploadForm';
import {
  MatterChoiceOptions,
  MatterSearchInput,
  useMatterChoices,
  type MatterChoice,
} from '../../matters';

/** Any matter of the firm, found by a search on the server (title or client) and then chosen. */
export function AdminMatterPicker({
  id,
  value,
  onChange,
  invalid,
  initial,
}: MatterFieldProps & { initial?: MatterChoice }) {
  const { t } = useTranslation('documents');
  const matters = useMatterChoices(initial);
  return (
    <div className="space-y-3">
      {matters.isError && <Alert tone="error">{t('upload.mattersFailed')}</Alert>}
      <Field
        id={`${id}-search`}
        label={t('upload.findMatter')}
        description={matters.truncated ? t('upload.narrowSearch') : undefined}
      >
        <MatterSearchInput matters={matters} />
      </Field>
      <Field id={id} label={t('upload.matter')}>
        <Select
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            matters.choose(event.target.value);
            onChange(event.target.value);
          }}
        >
          <MatterChoiceOptions matters={matters} noneLabel={t('upload.chooseMatter')} />
        </Select>
      </Field>
    </div>
  );
}
