import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { ClientDocument, DocumentVersion } from '@lexbridge/shared/schemas/documents';
import { toast } from '../../../components/ui/toast';
import { downloadFile } from '../../../lib/download-file';
import { adminDocumentKeys } from './keys';

/** GET /api/documents/:id/download: the server records the access, then sends the file. */
export const documentDownloadPath = (id: string, versionId?: string) =>
  `/api/documents/${id}/download${versionId ? `?version=${encodeURIComponent(versionId)}` : ''}`;

/**
 * Downloads a document's version (the newest without one) under the server's file name and says
 * how it went. The firm's access logs are refreshed: the download has just been recorded.
 */
export function useDownloadDocument() {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  return async (document: Pick<ClientDocument, 'id' | 'name'>, version?: DocumentVersion) => {
    try {
      await downloadFile(documentDownloadPath(document.id, version?.id), document.name);
      toast.success(t('download.success'));
      void queryClient.invalidateQueries({ queryKey: adminDocumentKeys.accessLogs });
    } catch {
      toast.error(t('download.failed'));
    }
  };
}
