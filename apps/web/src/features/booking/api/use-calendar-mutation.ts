import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from './keys';

/** Every calendar change refreshes the admin views and the visitors' availability. */
export function useCalendarMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.adminAvailability }),
        client.invalidateQueries({ queryKey: bookingKeys.availability }),
      ]),
  });
}
