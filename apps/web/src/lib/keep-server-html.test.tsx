import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, Link, useLocation } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { keepServerHtml, loadKeptPlaces, noteStaticPlaces } from './keep-server-html';

afterEach(() => {
  document.body.innerHTML = '';
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The app around a kept section: the section's text is `text`, a link leads to /next. */
function app(Section: React.ComponentType<{ text: string }>, text: string) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Suspense fallback={<p>Loading the page</p>}>
        <Routes>
          <Route path="/" element={<Section text={text} />} />
          <Route path="/next" element={<Where />} />
        </Routes>
      </Suspense>
    </MemoryRouter>
  );
}

function TextWithLink({ text }: { text: string }) {
  return (
    <section id="kept">
      <p>{text}</p>
      <Link to="/next">Next</Link>
    </section>
  );
}

/** The section's HTML as the server sends it, in the document before the app starts. */
async function serverPage(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  noteStaticPlaces();
  return container;
}

describe('keepServerHtml', () => {
  it('keeps the server HTML while hydrating, never fetches its code, follows its links in the app', async () => {
    const server = keepServerHtml('kept', async () => TextWithLink);
    await loadKeptPlaces();
    const container = await serverPage(renderToString(app(server, 'Server text')));

    const load = vi.fn(async () => TextWithLink);
    const Section = keepServerHtml('kept', load);
    const errors = vi.spyOn(console, 'error');
    await act(async () => void hydrateRoot(container, app(Section, 'Client text')));

    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Server text')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/next');
  });

  it('fetches its code and renders it when the page is not being hydrated', async () => {
    const load = vi.fn(async () => TextWithLink);
    const Section = keepServerHtml('fresh', load);
    render(app(Section, 'Fresh text'));
    expect(await screen.findByText('Fresh text')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in the new language when the language changes, its code fetched first', async () => {
    function Title() {
      const { t } = useTranslation();
      return <h2>{t('footer.quickLinksTitle')}</h2>;
    }
    const i18n = createTestI18n('en');
    const page = (Section: React.ComponentType) => (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Suspense fallback={<p>Loading the page</p>}>
            <Section />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    );
    const server = keepServerHtml('titled', async () => Title);
    await loadKeptPlaces();
    const container = await serverPage(renderToString(page(server)));

    let arrive: (component: typeof Title) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Title>((resolve) => (arrive = resolve)));
    const Section = keepServerHtml('titled', load);
    await act(async () => void hydrateRoot(container, page(Section)));
    expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // As LanguageSync does: the kept places' code first, then the language.
    const ready = loadKeptPlaces();
    expect(load).toHaveBeenCalledTimes(1);
    arrive(Title);
    await act(async () => {
      await ready;
      await i18n.changeLanguage('el');
    });
    expect(screen.getByRole('heading', { name: 'Γρήγοροι Σύνδεσμοι' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });
});
