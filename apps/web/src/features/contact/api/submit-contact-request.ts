import { useMutation } from '@tanstack/react-query';
import type { ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

export function postContactRequest(input: ContactRequestInput) {
  return apiRequest<{ ok: true }>('/api/contact-requests', { method: 'POST', body: input });
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: postContactRequest });
}
