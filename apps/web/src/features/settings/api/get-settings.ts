import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirmSettings } from '@lexbridge/shared/schemas/settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** The firm's settings as saved now. */
export const getSettings = () => apiRequest<FirmSettings>('/api/admin/settings');

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
