import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '@lexbridge/shared/schemas/auth';
import { fetchMe, meQueryKey, postSignIn, postSignOut, postSignUp } from './api';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The session, or null when signed out. A failed check is logged and treated as signed out. */
async function loadSession() {
  try {
    return await fetchMe();
  } catch (error) {
    console.error('Could not check the session; treating the visitor as signed out.', error);
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: loadSession,
    retry: false,
    staleTime: 60_000,
  });

  const refresh = useCallback(
    () => queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: loadSession, staleTime: 0 }),
    [queryClient],
  );

  const signIn = useCallback(
    async (input: SignInInput) => {
      await postSignIn(input);
      return refresh();
    },
    [refresh],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const result = await postSignUp(input);
      if (result.token) await refresh();
      return result;
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    try {
      await postSignOut();
    } catch (error) {
      console.error('Sign-out request failed; clearing the local session anyway.', error);
    } finally {
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    }
  }, [queryClient]);

  const data = me.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: data?.user ?? null,
      isAdmin: data?.isAdmin === true,
      loading: me.isPending,
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    [data, me.isPending, signIn, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
