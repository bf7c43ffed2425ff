import type {
  AdminDocument,
  ClientDocument,
  DocumentAccessLevel,
} from '@lexbridge/shared/schemas/documents';
import { uploadFile } from '../../../lib/upload-file';

export type DocumentUpload = {
  matterId: string;
  file: File;
  /** Only administrators may send it; a client's upload is always shared. */
  accessLevel?: DocumentAccessLevel;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/matters/:matterId/documents with one file. The access level goes before the file:
 * the server reads the fields in order and streams the file straight to storage.
 */
export function uploadDocument({
  matterId,
  file,
  accessLevel,
  onProgress,
  signal,
}: DocumentUpload) {
  const body = new FormData();
  if (accessLevel) body.append('accessLevel', accessLevel);
  body.append('file', file, file.name);
  return uploadFile<{ document: ClientDocument | AdminDocument }>(
    `/api/matters/${matterId}/documents`,
    body,
    { onProgress, signal },
  );
}
