import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import type { DocumentVersion } from '@lexbridge/shared/schemas/documents';

/** Who uploaded a version: a member of the firm's team, or the client. */
export function useUploaderLabel() {
  const { t } = useTranslation('documents');
  const firm = useFirm();
  return (version: DocumentVersion) =>
    version.uploadedByFirm
      ? t('card.byFirm', { name: version.uploadedByName, firm: firm.name })
      : t('card.byClient', { name: version.uploadedByName });
}
