import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

vi.mock('../redirect', () => ({ redirectTo: vi.fn() }));

function server() {
  return mockFetch((url) => {
    const month = url.match(/month=(\d{4}-\d{2})/)?.[1];
    if (url.startsWith('/api/availability?')) {
      return { status: 200, body: { month, availableDates: [`${month}-28`] } };
    }
    if (url.startsWith('/api/availability/slots'))
      return { status: 200, body: { slots: ['10:00'] } };
    return signedOut;
  });
}

// The names Greek readers expect: 'Νοέμβριος 2026' as a heading, '28 Νοεμβρίου' in a date.
const today = new Date();
const greek = (options: Intl.DateTimeFormatOptions, day = today) =>
  new Intl.DateTimeFormat('el-CY', options).format(day);
const the28th = new Date(today.getFullYear(), today.getMonth(), 28, 12);

describe('PricingSection and the booking dialog in Greek', () => {
  it('shows the consultations, rates and guarantees in Greek with euro amounts as in Cyprus', async () => {
    server();
    renderApp('/el', undefined, { language: 'el' });
    const pricing = await screen.findByRole('region', {
      name: 'Αμοιβές Συμβουλευτικών Συναντήσεων',
    });
    expect(within(pricing).getByText('150 €')).toBeInTheDocument();
    expect(within(pricing).getByText('300 €')).toBeInTheDocument();
    expect(within(pricing).getByText('Η πιο δημοφιλής')).toBeInTheDocument();
    expect(within(pricing).getByText('Εκτενής Συμβουλευτική Συνάντηση')).toBeInTheDocument();
    expect(within(pricing).getByText('Συνάντηση διάρκειας 60 λεπτών')).toBeInTheDocument();
    expect(within(pricing).getByText('350 € - 500 € / ώρα')).toBeInTheDocument();
    expect(within(pricing).getByText('Χωρίς κρυφές χρεώσεις')).toBeInTheDocument();
    expect(
      within(pricing).getByRole('link', { name: 'Ζητήστε Εξατομικευμένη Προσφορά' }),
    ).toHaveAttribute('href', '/el?request=custom-quote#contact');
    expect(within(pricing).queryByText(/€\d/)).not.toBeInTheDocument();
  });

  it('opens the booking dialog with Greek month and weekday names and a Greek Pay button', async () => {
    server();
    const user = userEvent.setup();
    renderApp('/el', undefined, { language: 'el' });
    await user.click(await screen.findByRole('button', { name: 'Κλείστε Εκτενή Συνάντηση' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Κράτηση: Εκτενής Συμβουλευτική Συνάντηση',
    });
    expect(
      within(dialog).getByText(/^300\s€ · 60 λεπτά\. Οι ώρες είναι σε ώρα Κύπρου\.$/),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(greek({ month: 'long', year: 'numeric' })),
    ).toBeInTheDocument();
    // Weekday headers: 'Δε' for Monday (the week starts on Monday), named in full for screen readers.
    expect(within(dialog).getByText('Δε')).toHaveAttribute('aria-label', 'Δευτέρα');
    expect(
      within(dialog).getByRole('button', { name: 'Μετάβαση στον επόμενο μήνα' }),
    ).toBeInTheDocument();

    const day = greek({ day: 'numeric', month: 'long' }, the28th);
    await user.click(within(dialog).getByRole('button', { name: new RegExp(day) }));
    await user.click(await within(dialog).findByRole('button', { name: '10:00' }));
    expect(within(dialog).getByLabelText('Ονοματεπώνυμο *')).toBeInTheDocument();
    // Intl puts a no-break space before the euro sign; accessible names keep it as it is.
    expect(within(dialog).getByRole('button', { name: /^Πληρωμή 300\s€$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
