import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirmSettings, UpdateFirmSettingsInput } from '@lexbridge/shared/schemas/settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** Saves every setting, based on those shown; the server answers them as saved. */
export const updateSettings = (values: UpdateFirmSettingsInput) =>
  apiRequest<FirmSettings>('/api/admin/settings', { method: 'PUT', body: values });

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => client.setQueryData(settingsKeys.all, saved),
  });
}
