import type {
  MeResponse,
  SetupStatus,
  SignInInput,
  SignUpInput,
} from '@lexbridge/shared/schemas/auth';
import { ApiError, apiRequest } from '../../lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when there is no session (401). */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export type SignUpResult = { token: string | null; user: unknown };

export function postSignIn(input: SignInInput) {
  return apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function postSignUp(input: SignUpInput) {
  const name = input.email.split('@')[0] || input.email;
  return apiRequest<SignUpResult>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name },
  });
}

export function postSignOut() {
  return apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function fetchSetupStatus(token: string) {
  return apiRequest<SetupStatus>(`/api/setup/status?token=${encodeURIComponent(token)}`);
}

export function postSetup(input: { token: string; email: string; password: string }) {
  return apiRequest<{ ok: true }>('/api/setup', { method: 'POST', body: input });
}
