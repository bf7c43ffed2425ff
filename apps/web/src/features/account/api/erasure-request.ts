import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ErasureRequestAnswer,
  ErasureRequestInput,
} from '@lexbridge/shared/schemas/data-requests';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

const PATH = '/api/account/erasure-request';

/** The account's newest request to be erased, if any. */
export function useErasureRequest() {
  return useQuery({
    queryKey: accountKeys.erasure,
    queryFn: () => apiRequest<ErasureRequestAnswer>(PATH),
  });
}

/** Asks to be erased, confirmed with the password; the answer is what the section shows. */
export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ErasureRequestInput) =>
      apiRequest<ErasureRequestAnswer>(PATH, { method: 'POST', body: input }),
    onSuccess: (answer) => client.setQueryData(accountKeys.erasure, answer),
  });
}
