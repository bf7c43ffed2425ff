import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('FAQ', () => {
  it('keeps one answer open at a time, across categories, and collapses it again', async () => {
    mockFetch(() => signedOut);
    const user = userEvent.setup();
    renderApp('/');
    const property = await screen.findByRole('button', {
      name: 'How long does a property transaction take?',
    });
    const fines = screen.getByRole('button', {
      name: 'What are the fines for breaching the GDPR?',
    });
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const category of [
      'General Legal Services',
      'Corporate Law',
      'Real Estate Law',
      'Data Protection & GDPR',
    ]) {
      expect(within(faq).getByRole('heading', { level: 3, name: category })).toBeInTheDocument();
    }

    await user.click(property);
    expect(property).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/typical property transaction takes 4-8 weeks/)).toBeVisible();

    await user.click(fines);
    expect(fines).toHaveAttribute('aria-expanded', 'true');
    expect(property).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/up to 4% of .* or €20 million/)).toBeVisible();

    await user.click(fines);
    expect(fines).toHaveAttribute('aria-expanded', 'false');
  });
});
