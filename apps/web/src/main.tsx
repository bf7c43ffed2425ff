import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import './fonts.css';
import './styles.css';
import { AppProviders, createQueryClient } from './AppProviders';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Pages the server rendered carry their query cache as JSON (never executed as script).
const client = createQueryClient();
const state = document.getElementById('ssr-state')?.textContent;
if (state) hydrate(client, JSON.parse(state));

const app = (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
