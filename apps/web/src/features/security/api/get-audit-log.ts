import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage, AuditLogQuery } from '@lexbridge/shared/schemas/audit';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { securityKeys } from './keys';

/** GET /api/admin/audit-log: a page of the log, newest first, filtered. */
export const getAuditLog = (query: AuditLogQuery) =>
  apiRequest<AuditLogPage>(`/api/admin/audit-log${listSearch(query)}`);

export const getAuditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: securityKeys.log(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(getAuditLogQueryOptions(query));
}
