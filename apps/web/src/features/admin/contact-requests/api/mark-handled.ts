import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../components/ui/toast';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { apiRequest, errorMessage } from '../../../../lib/api-client';
import { contactRequestsQueryKey } from './list-contact-requests';

export function patchHandled(id: string, handled: boolean) {
  return apiRequest<{ request: ContactRequestRecord }>(`/api/admin/contact-requests/${id}`, {
    method: 'PATCH',
    body: { handled },
  });
}

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => patchHandled(id, handled),
    onSuccess: ({ request }) =>
      client.invalidateQueries({ queryKey: contactRequestsQueryKey }).then(() => {
        toast.success(request.handledAt ? 'Marked as handled.' : 'Marked as open.');
      }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
