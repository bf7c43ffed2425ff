import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeInput } from '@lexbridge/shared/schemas/auth';
import { saveProfile } from './update-me';

/** `saveProfile` as a mutation, for a form that shows its progress. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: UpdateMeInput) => saveProfile(queryClient, input) });
}
