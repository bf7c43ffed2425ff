import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('ChatWidget in Greek', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens, offers the two ways to chat and asks for name and e-mail, all in Greek', async () => {
    mockFetch(() => signedOut);
    const user = userEvent.setup();
    renderApp('/el', undefined, { language: 'el' });
    await user.click(await screen.findByRole('button', { name: 'Άνοιγμα συνομιλίας' }));

    const chat = await screen.findByRole('region', { name: 'Συνομιλία' });
    expect(
      within(chat).getByRole('heading', { name: 'Συνομιλία με την KC Law' }),
    ).toBeInTheDocument();
    expect(
      within(chat).getByRole('button', { name: 'Ελαχιστοποίηση συνομιλίας' }),
    ).toBeInTheDocument();
    expect(
      await within(chat).findByText('Πώς θα θέλατε να επικοινωνήσετε μαζί μας;'),
    ).toBeInTheDocument();
    expect(
      within(chat).getByRole('link', { name: 'Σύνδεση για Ασφαλή Συνομιλία' }),
    ).toHaveAttribute('href', '/el/auth');

    await user.click(within(chat).getByRole('button', { name: 'Γρήγορη Συνομιλία (Ανώνυμα)' }));
    expect(within(chat).getByLabelText('Το όνομά σας')).toBeInTheDocument();
    expect(within(chat).getByLabelText('Το e-mail σας')).toBeInTheDocument();
    expect(
      within(chat).getByText(/^Η γρήγορη συνομιλία δεν είναι κρυπτογραφημένη/),
    ).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Συνέχεια' })).toBeDisabled();
  });
});
