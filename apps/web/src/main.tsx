import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { defaultLanguage, isLanguage } from '@lexbridge/shared/i18n/languages';
import './fonts.css';
import './styles.css';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes, loadMatchedPages } from './app/router';
import type { HydrationState } from './entry-server';
import { createI18n } from './lib/i18n/create-i18n';
import { recordDeferredPlaces } from './lib/defer-until-near';
import { markPageHydrated, markPageHydrating } from './lib/page-hydrated';
import { noteStaticPlaces } from './lib/keep-server-html';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Pages the server rendered carry their query cache and catalogs as JSON (never executed as script).
const stateText = document.getElementById('ssr-state')?.textContent;
const state = stateText ? (JSON.parse(stateText) as HydrationState) : null;
const client = createQueryClient();
if (state) hydrate(client, state.query);

// The server states the page's language on <html lang>: the URL's, or the signed-in user's.
const htmlLanguage = document.documentElement.lang;
const i18n = createI18n({
  language: state?.i18n.language ?? (isLanguage(htmlLanguage) ? htmlLanguage : defaultLanguage),
  resources: state?.i18n.resources,
  lazy: true,
});

/** When the session is checked at the latest on a server-rendered page. */
const HYDRATION_FALLBACK_MS = 3000;

async function start(container: HTMLElement) {
  recordDeferredPlaces();
  noteStaticPlaces();
  await Promise.all([loadMatchedPages(window.location), i18n.loadNamespaces('common')]);
  const app = (
    <StrictMode>
      <AppProviders client={client} i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a phone answers a tap during hydration.
  if (container.hasChildNodes()) {
    markPageHydrating();
    startTransition(() => void hydrateRoot(container, app));
    // A page that is not a lazy page (the error page) does not say when it is hydrated.
    window.setTimeout(markPageHydrated, HYDRATION_FALLBACK_MS);
  } else createRoot(container).render(app);
}

void start(root);
