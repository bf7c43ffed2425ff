import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../../lib/api-client';
import { outboxKeys } from './keys';

/** Every e-mail the site wrote, with its delivery state, and whether the site delivers mail. */
export const getOutboxMails = () => apiRequest<OutboxList>('/api/admin/outbox');

export const getOutboxMailsQueryOptions = () =>
  queryOptions({ queryKey: outboxKeys.list(), queryFn: getOutboxMails });

export function useOutboxMails() {
  return useQuery(getOutboxMailsQueryOptions());
}
