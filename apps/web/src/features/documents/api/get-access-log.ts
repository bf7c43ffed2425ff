import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentAccessEntry } from '@lexbridge/shared/schemas/documents';
import { apiRequest } from '../../../lib/api-client';
import { adminDocumentKeys } from './keys';

/** GET /api/admin/documents/:id/access-log: who downloaded which version, newest first. */
export const getAccessLog = (id: string) =>
  apiRequest<{ entries: DocumentAccessEntry[] }>(`/api/admin/documents/${id}/access-log`);

export const getAccessLogQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminDocumentKeys.accessLog(id), queryFn: () => getAccessLog(id) });

export function useAccessLog(id: string, enabled: boolean) {
  return useQuery({ ...getAccessLogQueryOptions(id), enabled });
}
