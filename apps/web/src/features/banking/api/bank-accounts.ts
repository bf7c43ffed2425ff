import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankAccount,
  CreateBankAccountInput,
  RevealedBankAccount,
} from '@lexbridge/shared/schemas/banking';
import { apiRequest } from '../../../lib/api-client';

/** The firm's bank accounts: one list (primary first, then newest), refreshed after every change. */
export const bankAccountKeys = { all: ['admin', 'bank-accounts'] as const };
const path = (id: string) => `/api/admin/bank-accounts/${encodeURIComponent(id)}`;

export const getBankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: bankAccountKeys.all,
    queryFn: () => apiRequest<BankAccount[]>('/api/admin/bank-accounts'),
  });

export const useBankAccounts = () => useQuery(getBankAccountsQueryOptions());

/** A mutation that reads the list again when it succeeds (a new primary changes the others too). */
function useBankAccountMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: bankAccountKeys.all }),
  });
}

export const useCreateBankAccount = () =>
  useBankAccountMutation((input: CreateBankAccountInput) =>
    apiRequest<BankAccount>('/api/admin/bank-accounts', { method: 'POST', body: input }),
  );

export const useSetPrimary = () =>
  useBankAccountMutation(({ id, isPrimary }: { id: string; isPrimary: boolean }) =>
    apiRequest<BankAccount>(path(id), { method: 'PATCH', body: { isPrimary } }),
  );

export const useDeleteBankAccount = () =>
  useBankAccountMutation((id: string) => apiRequest<void>(path(id), { method: 'DELETE' }));

/** The full numbers, asked for each time they are shown: the server records every reveal. */
export const useRevealBankAccount = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest<RevealedBankAccount>(`${path(id)}/reveal`, { method: 'POST' }),
    // The numbers are not kept in the mutation cache once hidden (see BankAccountNumbers).
    gcTime: 0,
  });
