import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackupCodes,
  ConfirmTwoFactorInput,
  EnrolTwoFactorInput,
  TwoFactorEnrolment,
  TwoFactorPasswordInput,
  TwoFactorStatus,
} from '@lexbridge/shared/schemas/two-factor';
import { apiRequest } from '../../../lib/api-client';

export const twoFactorKeys = { status: ['two-factor'] as const };

export const getTwoFactorQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.status,
    queryFn: () => apiRequest<TwoFactorStatus>('/api/two-factor'),
  });

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorQueryOptions());
}

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });

export const enrolTwoFactor = (input: EnrolTwoFactorInput) =>
  post<TwoFactorEnrolment>('/api/two-factor/enrol', input);

export const regenerateBackupCodes = (input: TwoFactorPasswordInput) =>
  post<BackupCodes>('/api/two-factor/backup-codes', input);

/** Confirms the new authenticator; the status (and the session's rights) change. */
export function useConfirmTwoFactor(onConfirmed: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmTwoFactorInput) =>
      post<BackupCodes>('/api/two-factor/confirm', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: twoFactorKeys.status });
      await onConfirmed();
    },
  });
}

export function useDisableTwoFactor(onDisabled: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => post<null>('/api/two-factor/disable', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: twoFactorKeys.status });
      await onDisabled();
    },
  });
}
