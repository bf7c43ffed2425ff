import type { AuditLogQuery } from '@lexbridge/shared/schemas/audit';

/** Query keys of the security page; a role change invalidates `all` (the list and the log). */
export const securityKeys = {
  all: ['admin', 'security'] as const,
  log: (query: AuditLogQuery) => [...securityKeys.all, 'log', query] as const,
  people: () => [...securityKeys.all, 'people'] as const,
  administrators: () => [...securityKeys.all, 'administrators'] as const,
};
