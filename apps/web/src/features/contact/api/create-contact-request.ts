import { useMutation } from '@tanstack/react-query';
import type { ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/** Stores the visitor's request; the server e-mails the firm. */
export const createContactRequest = (input: ContactRequestInput) =>
  apiRequest<{ ok: true }>('/api/contact-requests', { method: 'POST', body: input });

export function useCreateContactRequest() {
  return useMutation({ mutationFn: createContactRequest });
}
