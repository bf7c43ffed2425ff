import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth/AuthProvider';
import { BookingDialogProvider } from '../features/booking/components/BookingDialogProvider';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** Query cache, session and the single toast outlet shared by every page. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <BookingDialogProvider>{children}</BookingDialogProvider>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
