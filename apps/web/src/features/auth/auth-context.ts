import { createContext, useContext } from 'react';
import type { MeResponse, SignInInput, SignUpInput } from '@lexbridge/shared/schemas/auth';
import type { SignUpResult } from './api/create-account';

export type AuthUser = MeResponse['user'];

export type AuthContextValue = {
  user: AuthUser | null;
  isAdmin: boolean;
  /** An administrator who must enrol a second factor before any admin page (see ProtectedRoute). */
  mfaEnrolmentRequired: boolean;
  loading: boolean;
  /** True once the visitor signed out in this tab (until they sign in again). */
  signedOut: boolean;
  /**
   * Signs in and returns the fresh session state, or 'two-factor' when the account's code is
   * asked next (no session yet).
   */
  signIn: (input: SignInInput) => Promise<MeResponse | null | 'two-factor'>;
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
