import { useTranslation } from 'react-i18next';
import { fileKind } from './mime-label';

/** The readable type of a file from its MIME type ('PDF document', 'JPEG image'). */
export function useFileKindLabel() {
  const { t } = useTranslation('documents');
  return (mimeType: string) => {
    const { kind, format } = fileKind(mimeType);
    return t(`mime.${kind}`, { format });
  };
}
