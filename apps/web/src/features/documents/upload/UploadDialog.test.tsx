import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientDocument, documentList, matterId } from '../../../test/document-data';
import { installFakeXhr } from '../../../test/fake-xhr';
import { clientMatter, matterList } from '../../../test/matter-data';
import { mockFetch, renderApp, session } from '../../../test/render';

const pdf = (name: string, bytes = 2048) => {
  const file = new File(['%PDF'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

function serve() {
  return mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url.startsWith('/api/matters'))
      return matterList([
        clientMatter(1, { title: 'Office lease' }),
        clientMatter(2, { title: 'Family will' }),
      ]);
    return documentList([clientDocument(1)]);
  });
}

async function openDialog(path = '/documents') {
  const fetch = serve();
  const sent = installFakeXhr();
  const user = userEvent.setup();
  renderApp(path);
  await user.click(await screen.findByRole('button', { name: 'Upload Documents' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
  await within(dialog).findByRole('option', { name: 'Family will' });
  return { fetch, sent, user, dialog };
}

const listCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/documents?')).length;

describe('Upload Documents', () => {
  it('asks for files and a matter before sending anything', async () => {
    const { sent, user, dialog } = await openDialog();
    expect(within(dialog).getByText('max 10MB, PDF, DOC, DOCX, JPG, PNG')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select files and a matter');

    await user.upload(within(dialog).getByLabelText('Files'), pdf('a.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select files and a matter');
    expect(within(dialog).getByLabelText('Matter')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('starts with the matter the page is filtered by', async () => {
    const { dialog } = await openDialog(`/documents?matter_id=${matterId(2)}`);
    expect(within(dialog).getByLabelText('Matter')).toHaveValue(matterId(2));
  });

  it("shows each file's progress and refusal, sends the others, and counts the successes", async () => {
    const { fetch, sent, user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Files'), [
      pdf('a.pdf'),
      pdf('big.pdf', 10 * 1024 * 1024 + 1),
      pdf('c.pdf'),
    ]);
    // Refused in the browser at once, with the reason; never sent.
    const big = within(dialog).getByText('big.pdf').closest('li')!;
    expect(big).toHaveTextContent('Too large: at most 10 MB per file.');

    await user.selectOptions(within(dialog).getByLabelText('Matter'), 'Office lease');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => (request.field('file') as File).name)).toEqual(['a.pdf', 'c.pdf']);
    expect(sent[0]!.url).toBe(`/api/matters/${matterId(1)}/documents`);
    // A client never sends an access level: what a client uploads is always shared.
    expect(sent[0]!.field('accessLevel')).toBeNull();

    act(() => sent[0]!.progress(512, 2048));
    expect(within(dialog).getByRole('progressbar', { name: 'Upload of a.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const before = listCalls(fetch);
    act(() =>
      sent[1]!.respond(400, {
        error: { code: 'type_not_allowed', message: 'This type of file is not allowed.' },
      }),
    );
    act(() => sent[0]!.respond(201, { document: clientDocument(9) }));

    expect(await screen.findByText('1 file uploaded successfully')).toBeInTheDocument();
    const c = within(dialog).getByText('c.pdf').closest('li')!;
    expect(c).toHaveTextContent('This type of file is not allowed.');
    expect(within(dialog).getByText('a.pdf').closest('li')).toHaveTextContent('Uploaded');
    // The dialog stays open to show the refusals; the list is refreshed.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(fetch)).toBeGreaterThan(before));
  });

  it('sends at most two files at a time, and closes when all arrived', async () => {
    const { sent, user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Files'), [
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('c.pdf'),
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Matter'), 'Family will');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    act(() => sent[0]!.respond(201, { document: clientDocument(7) }));
    await waitFor(() => expect(sent).toHaveLength(3));
    act(() => sent[1]!.respond(201, { document: clientDocument(8) }));
    act(() => sent[2]!.respond(201, { document: clientDocument(9) }));

    expect(await screen.findByText('3 files uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when no file could be uploaded', async () => {
    const { sent, user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Files'), pdf('a.pdf'));
    await user.selectOptions(within(dialog).getByLabelText('Matter'), 'Family will');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.fail());
    expect(await screen.findByText('Failed to upload files')).toBeInTheDocument();
    expect(within(dialog).getByText('a.pdf').closest('li')).toHaveTextContent(
      'Could not reach the server.',
    );
  });
});
