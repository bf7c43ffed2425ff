import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../components/ui/toast';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../../lib/api-client';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { contactRequestKeys } from './keys';

type Variables = { id: string; handled: boolean };

/** Marks a contact request handled, or open again. */
export const updateContactRequest = ({ id, handled }: Variables) =>
  apiRequest<{ request: ContactRequestRecord }>(`/api/admin/contact-requests/${id}`, {
    method: 'PATCH',
    body: { handled },
  });

export function useUpdateContactRequest() {
  const { t } = useTranslation('admin');
  const describeError = useErrorMessage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContactRequest,
    onSuccess: ({ request }) =>
      client.invalidateQueries({ queryKey: contactRequestKeys.all }).then(() => {
        toast.success(
          t(request.handledAt ? 'contactRequests.markedHandled' : 'contactRequests.markedOpen'),
        );
      }),
    onError: (error) => toast.error(describeError(error)),
  });
}
