import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router';
import { routes as appRoutes } from '../app/routes';
import { languages, type Language } from '@lexbridge/shared/i18n/languages';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { localizeSite } from '@lexbridge/shared/site/localize';
import { sitePreviewQueryKey, siteQueryKey } from '@lexbridge/shared/site/query-key';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import { paymentsModeQueryKey } from '@lexbridge/shared/schemas/payments';
import { createTestI18n } from './i18n';

type FakeResponse = { status: number; body?: unknown };
type Handler = (url: string, init?: RequestInit) => FakeResponse | Promise<FakeResponse>;

/** Replaces fetch (the network edge) with a handler keyed on the request. */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status, body } = await handler(String(input), init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * An answer the test gives later. The page asks from an effect, which may run after the test has
 * seen the loading state (a busy machine makes React yield between commit and effects), so the
 * answer settles one promise made up front rather than the resolver of a request not yet sent.
 */
export function answerLater() {
  let answer!: (response: FakeResponse) => void;
  const pending = new Promise<FakeResponse>((resolve) => (answer = resolve));
  return { pending, answer };
}

export const signedOut: FakeResponse = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Sign in first.' } },
};

export function session(email: string, isAdmin = false): FakeResponse {
  return { status: 200, body: { user: { id: 'u1', email, name: email.split('@')[0] }, isAdmin } };
}

/**
 * Renders the app (or the given routes) at `path` with fresh providers; `location()` tells where
 * the app is now, after its redirects and navigations. `language` is the one the app starts in
 * (as the server's `<html lang>` would state it). Payments are real (no test-mode notice, and no
 * request for it) unless `paymentsTestMode`. The firm's site (`site`, default the seed) is in the
 * cache in every language, as server-rendered pages bring it; with `draft`, the page is an admin's
 * draft preview (the cache's preview flag and the draft, as the server renders `?preview=draft`).
 */
export function renderApp(
  path: string,
  routes: RouteObject[] = appRoutes,
  {
    language = 'en',
    paymentsTestMode = false,
    site = kcLawSiteSeed,
    draft,
  }: {
    language?: Language;
    paymentsTestMode?: boolean;
    site?: SiteContent;
    draft?: SiteContent;
  } = {},
) {
  const i18n = createTestI18n(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(paymentsModeQueryKey, { testMode: paymentsTestMode });
  for (const each of languages) client.setQueryData(siteQueryKey(each), localizeSite(site, each));
  if (draft) {
    client.setQueryData(sitePreviewQueryKey, true);
    for (const each of languages)
      client.setQueryData(siteQueryKey(each, true), localizeSite(draft, each));
  }
  const current: { location?: Location } = {};
  function TrackLocation() {
    current.location = useLocation();
    return null;
  }
  const result = render(
    <AppProviders client={client} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <TrackLocation />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client, i18n, location: () => current.location! };
}

/**
 * Waits for a toast to show `text`. Sonner draws a toast transparent and fades it in from the
 * frame after it mounts, so on a busy machine the text is in the page a moment before it is
 * visible.
 */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
