import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../features/auth';
import { BookingDialogProvider } from '../features/booking';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

type Props = { client: QueryClient; i18n: I18n; children: ReactNode };

/** Translations, query cache, session and the single toast outlet shared by every page. */
export function AppProviders({ client, i18n, children }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <BookingDialogProvider>{children}</BookingDialogProvider>
        </AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
