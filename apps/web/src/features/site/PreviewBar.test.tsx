import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { mockFetch, renderApp, signedOut } from '../../test/render';

const answers = (url: string) => {
  if (url.startsWith('/api/me')) return signedOut;
  return { status: 200, body: { articles: [], page: 1, pageSize: 9, total: 0 } };
};

const draft = structuredClone(kcLawSiteSeed);
draft.identity.name = { en: 'Draft Legal', el: 'Πρόχειρη Νομική' };

describe('PreviewBar', () => {
  it('says an admin preview shows unpublished changes, links back to Admin -> Site, and shows the draft', async () => {
    mockFetch(answers);
    renderApp('/news', undefined, { draft });
    const bar = await screen.findByRole('status', { name: 'Draft preview' });
    expect(bar).toHaveTextContent('Preview of unpublished changes');
    expect(screen.getByRole('link', { name: 'Back to Admin → Site' })).toHaveAttribute(
      'href',
      '/admin/site',
    );
    expect((await screen.findAllByText('Draft Legal')).length).toBeGreaterThan(0);
  });

  it('says it in Greek on a Greek page', async () => {
    mockFetch(answers);
    renderApp('/el/news', undefined, { language: 'el', draft });
    const bar = await screen.findByRole('status', { name: 'Προεπισκόπηση πρόχειρου' });
    expect(bar).toHaveTextContent('Προεπισκόπηση μη δημοσιευμένων αλλαγών');
  });

  it('is absent on the published site', async () => {
    mockFetch(answers);
    renderApp('/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News & Publications' }),
    ).toBeVisible();
    expect(screen.queryByText('Preview of unpublished changes')).not.toBeInTheDocument();
    expect(screen.queryByText('Draft Legal')).not.toBeInTheDocument();
  });
});
