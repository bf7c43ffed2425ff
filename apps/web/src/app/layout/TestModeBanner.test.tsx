import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, session, signedOut } from '../../test/render';

const answers = (me: ReturnType<typeof session> | typeof signedOut) => (url: string) => {
  if (url.startsWith('/api/me')) return me;
  return { status: 200, body: { articles: [], page: 1, pageSize: 9, total: 0 } };
};

describe('TestModeBanner', () => {
  it('says on a public page, in English and Greek, that no real payment is taken', async () => {
    mockFetch(answers(signedOut));
    renderApp('/news', undefined, { paymentsTestMode: true });
    const notice = await screen.findByRole('complementary', { name: 'Payments' });
    expect(notice).toHaveTextContent('Test mode: no real payment');
  });

  it('says it in Greek on a Greek page', async () => {
    mockFetch(answers(signedOut));
    renderApp('/el/news', undefined, { language: 'el', paymentsTestMode: true });
    expect(
      await screen.findByText('Λειτουργία δοκιμής: καμία πραγματική πληρωμή'),
    ).toBeInTheDocument();
  });

  it('says it in the back office too', async () => {
    mockFetch(answers(session('admin@kclaw.test', true)));
    renderApp('/admin/articles', undefined, { paymentsTestMode: true });
    expect(await screen.findByText('Test mode: no real payment')).toBeInTheDocument();
  });

  it('says nothing when payments are real', async () => {
    mockFetch(answers(signedOut));
    renderApp('/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News & Publications' }),
    ).toBeVisible();
    expect(screen.queryByText('Test mode: no real payment')).not.toBeInTheDocument();
  });
});
