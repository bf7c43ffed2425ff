import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '@lexbridge/shared/schemas/auth';
import { createAccount } from '../api/create-account';
import { createSession } from '../api/create-session';
import { deleteSession } from '../api/delete-session';
import { usePageHydrated } from '../../../lib/page-hydrated';
import { getMeQueryOptions } from '../api/get-me';
import { authKeys } from '../api/keys';
import { AuthContext, type AuthContextValue } from '../auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The session is checked once the page is hydrated: its answer updates the header, and an
  // update during hydration would make React hydrate the whole page in one long task.
  const me = useQuery({ ...getMeQueryOptions(), enabled: usePageHydrated() });
  // Set by signing out here, so guards send the visitor home rather than to the sign-in page.
  const [signedOut, setSignedOut] = useState(false);

  const refresh = useCallback(
    () => queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }),
    [queryClient],
  );

  const signIn = useCallback(
    async (input: SignInInput) => {
      const answer = await createSession(input);
      setSignedOut(false);
      if (answer?.twoFactorRedirect) return 'two-factor' as const;
      return refresh();
    },
    [refresh],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const result = await createAccount(input);
      setSignedOut(false);
      if (result.signedIn) await refresh();
      return result;
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    try {
      await deleteSession();
    } catch (error) {
      console.error('Sign-out request failed; clearing the local session anyway.', error);
    } finally {
      setSignedOut(true);
      queryClient.setQueryData(authKeys.me(), null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    }
  }, [queryClient]);

  const data = me.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: data?.user ?? null,
      isAdmin: data?.isAdmin === true,
      mfaEnrolmentRequired: data?.mfaEnrolmentRequired === true,
      loading: me.isPending,
      signedOut,
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    [data, me.isPending, signedOut, signIn, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
