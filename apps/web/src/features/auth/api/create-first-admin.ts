import { useMutation } from '@tanstack/react-query';
import type { SetupAdminInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Creates the first administrator with the one-time token from the server log. */
export function createFirstAdmin(input: SetupAdminInput) {
  return apiRequest<{ ok: true }>('/api/setup', { method: 'POST', body: input });
}

export function useCreateFirstAdmin() {
  return useMutation({ mutationFn: createFirstAdmin });
}
