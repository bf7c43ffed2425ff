import type { MatterListQuery } from '@lexbridge/shared/schemas/matters';

/** Query keys of the client's own matters (the portal's dashboard, projects and /matters). */
export const matterKeys = {
  all: ['matters'] as const,
  list: (query: MatterListQuery) => [...matterKeys.all, 'list', query] as const,
  detail: (id: string) => [...matterKeys.all, 'detail', id] as const,
};

/** Query keys of the firm's matters; invalidating `all` refreshes every list. */
export const adminMatterKeys = {
  all: ['admin', 'matters'] as const,
  list: (query: MatterListQuery) => [...adminMatterKeys.all, 'list', query] as const,
  practiceAreas: ['admin', 'matters', 'practice-areas'] as const,
};
