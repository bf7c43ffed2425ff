import type { MatterListQuery } from '@lexbridge/shared/schemas/matters';

/** Query keys of the firm's matters; invalidating `all` refreshes every list. */
export const adminMatterKeys = {
  all: ['admin', 'matters'] as const,
  list: (query: MatterListQuery) => [...adminMatterKeys.all, 'list', query] as const,
};
