import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleKeys } from './keys';

/** An admin change to an article; on success it refreshes the admin views and the public news. */
export function useArticleMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
