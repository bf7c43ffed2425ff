import type { ClientListQuery } from '@lexbridge/shared/schemas/clients';

/** Query keys of the firm's clients (under 'admin', which a matter change invalidates). */
export const adminClientKeys = {
  all: ['admin', 'clients'] as const,
  list: (query: ClientListQuery) => [...adminClientKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminClientKeys.all, 'detail', id] as const,
  erasureRequests: (id: string) => [...adminClientKeys.all, 'erasure-requests', id] as const,
};
