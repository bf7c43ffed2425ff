import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultTimes } from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export const getDefaultTimes = () => apiRequest<DefaultTimes>('/api/admin/availability/defaults');

export const getDefaultTimesQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.defaultTimes(), queryFn: getDefaultTimes });

export function useDefaultTimes(enabled: boolean) {
  return useQuery({ ...getDefaultTimesQueryOptions(), enabled });
}
