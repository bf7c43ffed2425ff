import { useTranslation } from 'react-i18next';
import {
  documentAccessLevels,
  type DocumentAccessLevel,
} from '@lexbridge/shared/schemas/documents';

type Props = { value: DocumentAccessLevel; onChange(value: DocumentAccessLevel): void };

/** The firm's choice: shared with the client, or kept firm-only (which no client ever sees). */
export function AccessLevelField({ value, onChange }: Props) {
  const { t } = useTranslation('documents');
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-navy-900">{t('upload.accessLegend')}</legend>
      {documentAccessLevels.map((level) => (
        <label key={level} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="accessLevel"
            value={level}
            checked={value === level}
            onChange={() => onChange(level)}
            className="mt-0.5 size-4 accent-navy-800"
          />
          <span>
            <span className="font-medium">{t(`access.${level}`)}</span>
            <span className="block text-muted">{t(`upload.accessHint.${level}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
