import { useQuery } from '@tanstack/react-query';
import type { DataExportLinkState } from '@lexbridge/shared/schemas/data-requests';
import { apiRequest } from '../../../lib/api-client';

const linkPath = (token: string) => `/api/data-exports/${encodeURIComponent(token)}`;

/** Where the download form posts: the file comes back as an attachment, the page stays. */
export const exportDownloadAction = (token: string) => `${linkPath(token)}/download`;

/** What a mailed link opens, before it is used. */
export function useExportLink(token: string) {
  return useQuery({
    queryKey: ['data-export-link', token],
    queryFn: () => apiRequest<DataExportLinkState>(linkPath(token)),
    retry: false,
  });
}
