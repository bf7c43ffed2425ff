import type {
  AdminDocumentListQuery,
  DocumentListQuery,
} from '@lexbridge/shared/schemas/documents';

/** Query keys of the client's documents (the page, the dashboard card, a matter's count). */
export const documentKeys = {
  all: ['documents'] as const,
  list: (query: DocumentListQuery) => [...documentKeys.all, 'list', query] as const,
};

/** Query keys of the firm's documents; invalidating `all` refreshes lists and access logs. */
export const adminDocumentKeys = {
  all: ['admin', 'documents'] as const,
  list: (query: AdminDocumentListQuery) => [...adminDocumentKeys.all, 'list', query] as const,
  accessLogs: ['admin', 'documents', 'access-log'] as const,
  accessLog: (id: string) => [...adminDocumentKeys.accessLogs, id] as const,
};
