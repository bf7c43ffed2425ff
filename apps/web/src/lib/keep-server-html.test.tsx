import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, Link, useLocation } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepServerHtml, noteStaticPlaces } from './keep-server-html';

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
      <Routes>
        <Route path="/" element={<Section text={text} />} />
        <Route path="/next" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('keepServerHtml', () => {
  it('keeps the server HTML while hydrating, never renders the component, follows its links in the app', async () => {
    const renders = vi.fn();
    const Section = keepServerHtml('kept', ({ text }: { text: string }) => {
      renders();
      return (
        <section id="kept">
          <p>{text}</p>
          <Link to="/next">Next</Link>
        </section>
      );
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(Section, 'Server text'));
    document.body.append(container);
    renders.mockClear();

    noteStaticPlaces();
    const errors = vi.spyOn(console, 'error');
    await act(async () => void hydrateRoot(container, app(Section, 'Client text')));

    expect(renders).not.toHaveBeenCalled();
    expect(screen.getByText('Server text')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/next');
  });

  it('renders the component when the page is not being hydrated', () => {
    const Section = keepServerHtml('fresh', ({ text }: { text: string }) => <p>{text}</p>);
    render(app(Section, 'Fresh text'));
    expect(screen.getByText('Fresh text')).toBeInTheDocument();
  });
});
