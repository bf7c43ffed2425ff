import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackupSchedule,
  BackupScheduleInput,
  BackupsOverview,
} from '@lexbridge/shared/schemas/backups';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** The backup schedule and the last scheduled backups, newest first. */
export const getBackups = () => apiRequest<BackupsOverview>('/api/admin/backups');

export function useBackups() {
  return useQuery({ queryKey: settingsKeys.backups, queryFn: getBackups });
}

/** Saves the schedule; the list is read again (its schedule is the one saved). */
export const updateBackupSchedule = (values: BackupScheduleInput) =>
  apiRequest<BackupSchedule>('/api/admin/backups/schedule', { method: 'PUT', body: values });

export function useUpdateBackupSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBackupSchedule,
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.backups }),
  });
}
