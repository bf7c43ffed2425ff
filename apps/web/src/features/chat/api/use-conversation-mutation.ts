import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** A change to a conversation; succeeded or not, the admin list is refreshed afterwards. */
export function useConversationMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.adminConversations() }),
  });
}
