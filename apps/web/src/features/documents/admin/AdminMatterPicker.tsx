import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { MatterFieldProps } from '../upload/UploadForm';
import { useMatterChoices, type MatterChoice } from '../../matters';

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
        <Input
          type="search"
          value={matters.search}
          autoComplete="off"
          onChange={(event) => matters.setSearch(event.target.value)}
          // Enter searches as the admin types; it must not send the upload.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
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
          <option value="">{t('upload.chooseMatter')}</option>
          {matters.choices.map((matter) => (
            <option key={matter.id} value={matter.id}>
              {`${matter.title} (${matter.clientName})`}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
