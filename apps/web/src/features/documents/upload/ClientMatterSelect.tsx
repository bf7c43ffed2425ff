import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useMatters } from '../../matters';
import type { MatterFieldProps } from './UploadForm';

/** The client's own matters to upload to. */
export function ClientMatterSelect({ id, value, onChange, invalid }: MatterFieldProps) {
  const { t } = useTranslation('documents');
  const matters = useMatters({ pageSize: PAGE_SIZE_MAX });
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('upload.matter')}</Label>
      <Select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('upload.chooseMatter')}</option>
        {matters.data?.matters.map((matter) => (
          <option key={matter.id} value={matter.id}>
            {matter.title}
          </option>
        ))}
      </Select>
    </div>
  );
}
