import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, session } from '../../../test/render';

const slugTaken = {
  status: 409,
  body: {
    error: {
      code: 'SLUG_TAKEN',
      message: 'Another article already uses the slug "gdpr-update". Choose a different slug.',
    },
  },
};

describe('New article (admin)', () => {
  it('fills the slug from the title, previews the markup and shows a slug conflict on the field', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.startsWith('/api/me')) return session('admin@kclaw.test', true);
      if (url === '/api/admin/articles' && init?.method === 'POST') return slugTaken;
      return { status: 404 };
    });
    const user = userEvent.setup();
    renderApp('/admin/articles/new');

    await user.type(await screen.findByLabelText('Title'), 'GDPR Update!');
    expect(screen.getByLabelText('Slug')).toHaveValue('gdpr-update');
    await user.type(screen.getByLabelText('Summary'), 'Short summary.');
    await user.type(screen.getByLabelText('Article text'), '## Fines{enter}{enter}- <b>bold</b>');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('h3')).toHaveTextContent('Fines');
    expect(preview.querySelector('li')).toHaveTextContent('<b>bold</b>');
    expect(preview.querySelector('b')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText(
        'Another article already uses the slug "gdpr-update". Choose a different slug.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    const body = JSON.parse(
      String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body),
    );
    expect(body).toMatchObject({
      title: 'GDPR Update!',
      slug: 'gdpr-update',
      tags: [],
      featured: false,
      language: 'en',
    });
  });

  it('saves the language chosen for the article (English unless changed)', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.startsWith('/api/me')) return session('admin@kclaw.test', true);
      if (url === '/api/admin/articles' && init?.method === 'POST') return slugTaken;
      return { status: 404 };
    });
    const user = userEvent.setup();
    renderApp('/admin/articles/new');
    // The article's language, not the header's language switch.
    const form = (await screen.findByLabelText('Title')).closest('form')!;
    const language = within(form).getByLabelText('Language');
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'Greek');
    await user.type(screen.getByLabelText('Title'), 'Νέος νόμος');
    await user.type(screen.getByLabelText('Slug'), 'neos-nomos');
    await user.type(screen.getByLabelText('Summary'), 'Σύντομη περίληψη.');
    await user.type(screen.getByLabelText('Article text'), 'Κείμενο.');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText(/Another article already uses the slug/);
    const body = JSON.parse(
      String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body),
    );
    expect(body).toMatchObject({ title: 'Νέος νόμος', language: 'el' });
  });

  it('stops following the title once the slug is edited, and checks the slug rules', async () => {
    mockFetch((url) =>
      url.startsWith('/api/me') ? session('admin@kclaw.test', true) : { status: 404 },
    );
    const user = userEvent.setup();
    renderApp('/admin/articles/new');
    const slug = await screen.findByLabelText('Slug');
    await user.type(slug, 'My Slug');
    await user.type(screen.getByLabelText('Title'), 'Another title');
    expect(slug).toHaveValue('My Slug');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await screen.findByText(/Use only lowercase letters, numbers and single hyphens/),
    ).toBeInTheDocument();
  });

  it("signs a new article with the administrator's chosen name, and with the firm's when none is chosen", async () => {
    const admin = (nameChosen: boolean) => ({
      status: 200,
      body: {
        user: { id: 'u1', email: 'eleni@firm.test', name: 'Eleni Georgiou', nameChosen },
        isAdmin: true,
      },
    });
    mockFetch((url) => (url.startsWith('/api/me') ? admin(true) : { status: 404 }));
    const { unmount } = renderApp('/admin/articles/new');
    expect(await screen.findByLabelText('Author')).toHaveValue('Eleni Georgiou');
    unmount();

    mockFetch((url) => (url.startsWith('/api/me') ? admin(false) : { status: 404 }));
    renderApp('/admin/articles/new');
    expect(await screen.findByLabelText('Author')).toHaveValue('KC Law');
  });
});
