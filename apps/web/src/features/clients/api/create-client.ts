import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewClientInput } from '@lexbridge/shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { adminClientKeys } from './keys';

/** Adds a client; the server mails them an invitation. */
export const createClient = (input: NewClientInput) =>
  apiRequest<{ id: string; email: string; name: string }>('/api/admin/clients', {
    method: 'POST',
    body: input,
  });

export function useCreateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => client.invalidateQueries({ queryKey: adminClientKeys.all }),
  });
}
