import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { paymentsModeQueryKey } from '@lexbridge/shared/schemas/payments';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { localizeSite } from '@lexbridge/shared/site/localize';
import { siteQueryKey } from '@lexbridge/shared/site/query-key';
import { render as renderOnServer } from '../entry-server';
import { allCatalogs } from '../lib/i18n/all-catalogs';
import { createI18n } from '../lib/i18n/create-i18n';
import { recordDeferredPlaces } from '../lib/defer-until-near';
import { noteStaticPlaces } from '../lib/keep-server-html';
import { createTestI18n } from '../test/i18n';
import { mockFetch, signedOut } from '../test/render';
import { AppProviders, createQueryClient } from './AppProviders';
import { AppRoutes, loadMatchedPages } from './router';

/** Every key of a catalog, as i18next would show it were its text missing ('hero.title'). */
function keysOf(catalog: ResourceKey, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) =>
    keysOf(value as ResourceKey, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every text the page has shown, from the server's HTML through each change after it. */
function watchTexts(root: HTMLElement) {
  const texts = new Set<string>();
  const note = () => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.add(walker.currentNode.textContent!.trim());
  };
  note();
  const observer = new MutationObserver(note);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

/**
 * The home page as a visitor gets it: rendered by the server (entry-server.tsx), then hydrated
 * in the browser as main.tsx does it, with the catalogs the server's state carries.
 */
async function openServerRenderedHome(language: Language) {
  window.history.replaceState(null, '', language === 'en' ? '/' : `/${language}`);
  const { html, state } = await renderOnServer(
    window.location.href,
    [
      { queryKey: paymentsModeQueryKey, data: { testMode: false } },
      { queryKey: siteQueryKey(language), data: localizeSite(kcLawSiteSeed, language) },
    ],
    language,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const shown = watchTexts(container);

  recordDeferredPlaces();
  noteStaticPlaces();
  const i18n = createI18n({ language, resources: state.i18n.resources, lazy: true });
  const client = createQueryClient();
  hydrate(client, state.query);
  await Promise.all([loadMatchedPages(window.location), i18n.loadNamespaces('common')]);
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders client={client} i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
  return { state, i18n, shown };
}

/** The texts of the Greek catalogs, as the page should show them. */
const greek = createTestI18n('el').t;
const greekSite = kcLawSiteSeed.home;

/** The API: the published site (the seed) in the language asked for; no one signed in. */
const serveSite = () =>
  mockFetch((url) => {
    const language = /^\/api\/site\?language=(en|el)$/.exec(url)?.[1] as Language | undefined;
    return language
      ? {
          status: 200,
          body: { version: 1, publishedAt: '', site: localizeSite(kcLawSiteSeed, language) },
        }
      : signedOut;
  });

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('catalogs in the browser', () => {
  it("hydrates the server's page with its one language's catalogs, never showing a key", async () => {
    serveSite();
    const errors = vi.spyOn(console, 'error');
    const { state, i18n, shown } = await openServerRenderedHome('el');

    // The page carries Greek catalogs only, and the browser fetched no English one.
    expect(Object.keys(state.i18n.resources)).toEqual(['el']);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(
      screen.getByRole('heading', { level: 1, name: greekSite.hero.title.el }),
    ).toBeInTheDocument();
    shown.stop();
    const keys = new Set(
      ['common', 'home'].flatMap((namespace) => keysOf(allCatalogs.el![namespace]!)),
    );
    expect([...shown.texts].filter((text) => keys.has(text))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('switching language fetches the other catalogs and shows the whole page in it', async () => {
    serveSite();
    const { i18n } = await openServerRenderedHome('en');
    expect(i18n.hasResourceBundle('el', 'home')).toBe(false);

    const user = userEvent.setup();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: /^EL/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: greekSite.hero.title.el }),
    ).toBeInTheDocument();
    expect(i18n.hasResourceBundle('el', 'home')).toBe(true);
    // Sections that kept the server's English HTML now show Greek, and so does the footer.
    expect(
      await screen.findByRole('heading', { level: 2, name: greekSite.about.title.el }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText(greek('common:footer.quickLinksTitle')),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('el');
  });
});
