/** Query keys of the auth feature. Signing out keeps only the queries under `all`. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  setupStatus: (token: string) => [...authKeys.all, 'setup-status', token] as const,
};
