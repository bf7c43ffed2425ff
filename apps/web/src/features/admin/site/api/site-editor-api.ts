import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveSiteDraftInput,
  SiteAssetResponse,
  SiteDraftResponse,
  SiteVersionsResponse,
} from '@lexbridge/shared/schemas/site';
import { apiRequest } from '../../../../lib/api-client';

export const siteEditorKeys = {
  draft: ['admin', 'site', 'draft'] as const,
  versions: ['admin', 'site', 'versions'] as const,
};

/** The draft as saved, with its revision, missing translations and the live version. */
export function useSiteDraft() {
  return useQuery({
    queryKey: siteEditorKeys.draft,
    queryFn: () => apiRequest<SiteDraftResponse>('/api/admin/site/draft'),
    // The form holds the edits: a refetch on focus must not replace what is being typed.
    refetchOnWindowFocus: false,
  });
}

export function useSiteVersions() {
  return useQuery({
    queryKey: siteEditorKeys.versions,
    queryFn: () => apiRequest<SiteVersionsResponse>('/api/admin/site/versions'),
  });
}

/** Each call answers the draft as it now is; the versions are read again after a publish. */
function useDraftMutation<Input>(send: (input: Input) => Promise<SiteDraftResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (draft) => {
      client.setQueryData(siteEditorKeys.draft, draft);
      return client.invalidateQueries({ queryKey: siteEditorKeys.versions });
    },
  });
}

export const useSaveSiteDraft = () =>
  useDraftMutation((body: SaveSiteDraftInput) =>
    apiRequest<SiteDraftResponse>('/api/admin/site/draft', { method: 'PUT', body }),
  );

export const usePublishSite = () =>
  useDraftMutation((basedOn: number) =>
    apiRequest<SiteDraftResponse>('/api/admin/site/publish', { method: 'POST', body: { basedOn } }),
  );

export const useRestoreSiteVersion = () =>
  useDraftMutation(({ id, basedOn }: { id: number; basedOn: number }) =>
    apiRequest<SiteDraftResponse>(`/api/admin/site/versions/${id}/restore`, {
      method: 'POST',
      body: { basedOn },
    }),
  );

/** Uploads a logo or photo; the server checks that it is an image it can use. */
export function uploadSiteAsset(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<SiteAssetResponse>('/api/admin/site/assets', { method: 'POST', body });
}

export const siteAssetUrl = (id: string) => `/api/site/assets/${id}`;
