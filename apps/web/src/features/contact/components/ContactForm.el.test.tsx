import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '@lexbridge/shared/schemas/contact';
import { translateMessage } from '@lexbridge/shared/i18n/message';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

describe('contact form in Greek', () => {
  it('labels, choices and validation messages are Greek; the values sent are the same', async () => {
    const sent: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== '/api/contact-requests') return signedOut;
      sent.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { ok: true } };
    });
    const user = userEvent.setup();
    const { i18n } = renderApp('/el', undefined, { language: 'el' });
    const form = await screen.findByRole('form', { name: 'Αίτημα επικοινωνίας' });
    const f = within(form);

    const select = f.getByLabelText('Τομέας δικαίου');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Επιλέξτε τομέα δικαίου',
      'Εταιρικό Δίκαιο',
      'Δίκαιο Ακινήτων',
      'Διαθήκες και Κληρονομιές',
      'Ιατρικό Δίκαιο',
      'Προστασία Προσωπικών Δεδομένων',
    ]);
    expect(f.getByRole('group', { name: 'Προτιμώ' })).toBeInTheDocument();

    // Submitting it empty: the shared schema's message for the name, in Greek.
    await user.click(f.getByRole('button', { name: 'Αποστολή αιτήματος' }));
    const nameIssue = contactRequestSchema
      .safeParse({})
      .error!.issues.find((issue) => issue.path[0] === 'name')!;
    const nameMessage = translateMessage(i18n.t, nameIssue.message);
    expect(await f.findByText(nameMessage)).toBeInTheDocument();
    expect(f.getByLabelText('Ονοματεπώνυμο')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(f.getByLabelText('Ονοματεπώνυμο'), 'Μαρία Γεωργίου');
    await user.type(f.getByLabelText('Email'), 'maria@example.com');
    await user.selectOptions(f.getByLabelText('Τομέας δικαίου'), 'Διαθήκες και Κληρονομιές');
    await user.click(f.getByLabelText('Συνάντηση στο γραφείο μας'));
    await user.type(
      f.getByLabelText('Πώς μπορούμε να σας βοηθήσουμε;'),
      'Χρειαζόμαστε συμβουλή για θέμα επιμέλειας.',
    );
    await user.click(f.getByRole('button', { name: 'Αποστολή αιτήματος' }));

    const title = await screen.findByRole('heading', {
      name: 'Σας ευχαριστούμε, το αίτημά σας στάλθηκε.',
    });
    expect(title.parentElement!).toHaveTextContent('Ώρες γραφείου: Δευτέρα-Παρασκευή 9:00 - 18:00');
    expect(sent[0]).toMatchObject({ practiceArea: 'estate-planning', preferredContact: 'meeting' });
  });
});
