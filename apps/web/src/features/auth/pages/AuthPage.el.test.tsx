import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

const greek = /[\u0370-\u03ff]/;

describe('AuthPage in Greek', () => {
  it('shows the sign-in form in Greek', async () => {
    mockFetch(() => signedOut);
    renderApp('/el/auth', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Καλώς ήρθατε στην KC Law' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Σύνδεση ή εγγραφή' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Εγγραφή' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Διεύθυνση email')).toHaveValue('');
    expect(screen.getByLabelText('Κωδικός πρόσβασης')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Σύνδεση' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Σύνδεση | KC Law'));
  });

  // Needs the shared auth schema's messages as `validation:` catalog keys (i18n-server branch).
  it('answers an empty sign-in with a Greek validation message', async () => {
    const fetchMock = mockFetch(() => signedOut);
    const user = userEvent.setup();
    renderApp('/el/auth', undefined, { language: 'el' });

    const email = await screen.findByLabelText('Διεύθυνση email');
    await user.click(screen.getByRole('button', { name: 'Σύνδεση' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The shared schema's message, in the language of the page (not the English text).
    const message = email.getAttribute('aria-describedby')!;
    const error = document.getElementById(message)!;
    expect(error.textContent).toMatch(greek);
    expect(error).not.toHaveTextContent(/Enter/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-in'))).toBe(false);
  });

  it('shows the sign-up form in Greek and confirms by e-mail in Greek', async () => {
    mockFetch((url) =>
      url.endsWith('/api/auth/sign-up/email')
        ? { status: 200, body: { signedIn: false } }
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/el/auth', undefined, { language: 'el' });

    await user.click(await screen.findByRole('tab', { name: 'Εγγραφή' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByLabelText('Διεύθυνση email')).toHaveAccessibleDescription(
      'Θα σας στείλουμε με e-mail έναν σύνδεσμο για να επιβεβαιώσετε τη διεύθυνσή σας και να επιλέξετε τον κωδικό σας.',
    );
    await user.type(within(panel).getByLabelText('Διεύθυνση email'), 'neos@example.com');
    await user.click(within(panel).getByRole('button', { name: 'Εγγραφή' }));

    expect(
      await screen.findByText('Ελέγξτε το email σας για τον σύνδεσμο επιβεβαίωσης!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Σύνδεση' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the admin sign-in in Greek, with its help link on the Greek page', async () => {
    mockFetch(() => signedOut);
    renderApp('/el/auth?admin=true', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'KC Law - Πρόσβαση Διαχείρισης' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Βοήθεια για την πρόσβαση διαχείρισης' }),
    ).toHaveAttribute('href', '/el/admin-access');
  });
});
