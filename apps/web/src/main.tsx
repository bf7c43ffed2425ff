import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import './fonts.css';
import './styles.css';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes, loadMatchedPages } from './app/router';
import { recordDeferredPlaces } from './lib/defer-until-near';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Pages the server rendered carry their query cache as JSON (never executed as script).
const client = createQueryClient();
const state = document.getElementById('ssr-state')?.textContent;
if (state) hydrate(client, JSON.parse(state));

async function start(container: HTMLElement) {
  recordDeferredPlaces();
  await loadMatchedPages(window.location);
  const app = (
    <StrictMode>
      <AppProviders client={client}>
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
