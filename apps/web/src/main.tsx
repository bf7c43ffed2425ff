import { StrictMode } from 'react';
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

async function start(container: HTMLElement) {
  recordDeferredPlaces();
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
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(root);
