import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/i18n';
import { ConfirmDialog } from './alert-dialog';
import { Dialog, DialogContent } from './dialog';

describe('dialogs', () => {
  it('label their own controls in the language shown', () => {
    render(
      <I18nextProvider i18n={createTestI18n('el')}>
        <Dialog open>
          <DialogContent title="Κράτηση">…</DialogContent>
        </Dialog>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Κλείσιμο' })).toBeInTheDocument();
  });

  it('offer Cancel in English and Ακύρωση in Greek', async () => {
    const user = userEvent.setup();
    const dialog = (
      <ConfirmDialog
        trigger={<button type="button">Delete</button>}
        title="Delete?"
        description="For good."
        confirmLabel="Delete"
        onConfirm={() => {}}
      />
    );
    const english = render(dialog);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    english.unmount();

    render(<I18nextProvider i18n={createTestI18n('el')}>{dialog}</I18nextProvider>);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Ακύρωση' })).toBeInTheDocument();
  });
});
