import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp } from '../../../test/render';

const TOKEN = 'T'.repeat(43);
const serve = (body: object, status = 200) =>
  mockFetch((url) =>
    url === `/api/data-exports/${TOKEN}` ? { status, body } : { status: 401, body: {} },
  );

describe('the mailed link’s page', () => {
  it('offers the ready copy as a form that posts for the file, and says the link is spent once used', async () => {
    serve({
      status: 'ready',
      sizeBytes: 2_621_440,
      expiresAt: '2026-11-29T09:00:00Z',
      signInRequired: false,
    });
    renderApp(`/data-export/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download your data' }),
    ).toBeVisible();
    expect(await screen.findByText(/^Size: 2\.5 MB\. The link works once, until/)).toBeVisible();
    const button = screen.getByRole('button', { name: 'Download' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/api/data-exports/${TOKEN}/download`);
    form.addEventListener('submit', (event) => event.preventDefault()); // jsdom does not navigate
    await userEvent.setup().click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(/Your download has started/);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('asks the holder of an account with two-step sign-in to sign in first', async () => {
    serve({
      status: 'ready',
      sizeBytes: 100,
      expiresAt: '2026-11-29T09:00:00Z',
      signInRequired: true,
    });
    renderApp(`/data-export/${TOKEN}`);
    expect(await screen.findByText(/only you, signed in, can download/)).toBeVisible();
    expect(screen.getByRole('link', { name: /^Sign in, then open the link/ })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it.each([
    ['used', /has been used already/],
    ['expired', /has expired/],
  ])('explains a %s link and offers no download', async (status, text) => {
    serve({ status, sizeBytes: null, expiresAt: null, signInRequired: false });
    renderApp(`/data-export/${TOKEN}`);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('shows the server’s words for a link that does not exist', async () => {
    serve({ error: { code: 'NOT_FOUND', message: 'errors:dataExport.linkNotFound' } }, 404);
    renderApp(`/data-export/${TOKEN}`);
    expect(await screen.findByText(/This download link does not exist/)).toBeVisible();
  });
});
