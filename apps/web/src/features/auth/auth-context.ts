import { createContext, useContext } from 'react';
import type { MeResponse, SignInInput, SignUpInput } from '@lexbridge/shared/schemas/auth';
import type { SignUpResult } from './api/create-account';

export type AuthUser = MeResponse['user'];

export type AuthContextValue = {
  user: AuthUser | null;
  isAdmin: boolean;
  loading: boolean;
  /** True once the visitor signed out in this tab (until they sign in again). */
  signedOut: boolean;
  /** Signs in and returns the fresh session state. */
  signIn: (input: SignInInput) => Promise<MeResponse | null>;
  /** Signs up; `token` is null when the e-mail must be confirmed first. */
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  /** Ends the session; local state is cleared even if the server call fails. */
  signOut: () => Promise<void>;
  refresh: () => Promise<MeResponse | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
