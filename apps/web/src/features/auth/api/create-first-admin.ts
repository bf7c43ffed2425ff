import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type FirstAdminInput = { token: string; email: string; password: string };

/** Creates the first administrator with the one-time token from the server log. */
export function createFirstAdmin(input: FirstAdminInput) {
  return apiRequest<{ ok: true }>('/api/setup', { method: 'POST', body: input });
}

export function useCreateFirstAdmin() {
  return useMutation({ mutationFn: createFirstAdmin });
}
