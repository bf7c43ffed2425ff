import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { apiRequest, errorMessage } from '../../../../lib/api-client';
import { contactRequestKeys } from './keys';

type Variables = { id: string; handled: boolean };

/** Marks a contact request handled, or open again. */
export const updateContactRequest = ({ id, handled }: Variables) =>
  apiRequest<{ request: ContactRequestRecord }>(`/api/admin/contact-requests/${id}`, {
    method: 'PATCH',
    body: { handled },
  });

export function useUpdateContactRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContactRequest,
    onSuccess: ({ request }) =>
      client.invalidateQueries({ queryKey: contactRequestKeys.all }).then(() => {
        toast.success(request.handledAt ? 'Marked as handled.' : 'Marked as open.');
      }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
