import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../../lib/api-client';
import { outboxKeys } from './keys';

/** Every e-mail the site wrote, with its delivery state. */
export const getOutboxMails = () => apiRequest<{ mails: OutboxMail[] }>('/api/admin/outbox');

export const getOutboxMailsQueryOptions = () =>
  queryOptions({ queryKey: outboxKeys.list(), queryFn: getOutboxMails });

export function useOutboxMails() {
  return useQuery(getOutboxMailsQueryOptions());
}
