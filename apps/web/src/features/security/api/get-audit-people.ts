import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPerson } from '@lexbridge/shared/schemas/audit';
import { apiRequest } from '../../../lib/api-client';
import { securityKeys } from './keys';

/** GET /api/admin/audit-log/people: the accounts that appear in the log, for its person filter. */
export const getAuditPeople = () =>
  apiRequest<{ people: AuditPerson[] }>('/api/admin/audit-log/people');

export const getAuditPeopleQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.people(), queryFn: getAuditPeople });

export function useAuditPeople() {
  return useQuery(getAuditPeopleQueryOptions());
}
