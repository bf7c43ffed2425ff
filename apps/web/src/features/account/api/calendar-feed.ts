import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedState } from '@lexbridge/shared/schemas/calendar-feed';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

const PATH = '/api/admin/calendar-feed';

/** Whether the signed-in administrator's calendar feed is on, and since when. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.calendarFeed,
    queryFn: () => apiRequest<CalendarFeedState>(PATH),
    enabled,
  });
}

/**
 * Turns the feed on with a new address (the old one stops working) or turns it off. The answer
 * replaces what the section shows; only turning on answers the address, shown that once.
 */
export function useChangeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<CalendarFeedState>(PATH, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: (state) => client.setQueryData(accountKeys.calendarFeed, state),
  });
}
