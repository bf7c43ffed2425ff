import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firm } from '@lexbridge/shared/firm/firm';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

type Sent = { url: string; body: unknown };

function serve(contactAnswer: { status: number; body?: unknown }) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    if (url === '/api/contact-requests') {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return contactAnswer;
    }
    return signedOut;
  });
  return sent;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const f = within(form);
  await user.type(f.getByLabelText('Full name'), 'Maria Georgiou');
  await user.type(f.getByLabelText('Email'), 'maria@example.com');
  await user.selectOptions(f.getByLabelText('Practice area'), 'Estate Planning');
  await user.click(f.getByLabelText('Meeting at our office'));
  await user.type(f.getByLabelText('How can we help?'), 'We need advice on a custody matter.');
}

describe('ContactForm', () => {
  it("offers exactly the firm's shown practice areas, in the site's order", async () => {
    serve({ status: 201, body: { ok: true } });
    renderApp('/');
    const select = await screen.findByLabelText('Practice area');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a practice area',
      'Corporate Law',
      'Real Estate Law',
      'Estate Planning',
      'Medical Law',
      'Data Protection',
    ]);
  });

  it('shows every problem next to its field and sends nothing', async () => {
    const sent = serve({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a practice area.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends the request and confirms with the firm’s promise and phone numbers', async () => {
    const sent = serve({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Contact request' });
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));

    const title = await screen.findByRole('heading', {
      name: 'Thank you, your request has been sent.',
    });
    expect(title).toHaveFocus();
    const confirmation = title.parentElement!;
    expect(confirmation).toHaveTextContent('We reply within 8 hours.');
    expect(confirmation).toHaveTextContent('Office hours: Monday-Friday 9:00 AM - 6:00 PM');
    expect(confirmation).toHaveTextContent('Phone available 24/7 for emergencies');
    expect(within(confirmation).getByRole('link', { name: firm.emergencyPhone })).toBeVisible();
    expect(sent[0]!.body).toMatchObject({
      name: 'Maria Georgiou',
      email: 'maria@example.com',
      practiceArea: 'estate-planning',
      preferredContact: 'meeting',
      requestType: 'consultation',
      website: '',
    });
  });

  it('shows the server’s reason when it refuses, and keeps what was typed', async () => {
    serve({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message:
            'Too many requests from your connection. Please wait 9 minutes and try again, or call us.',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const form = await screen.findByRole('form', { name: 'Contact request' });
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from your connection. Please wait 9 minutes and try again, or call us.',
    );
    expect(within(form).getByLabelText('Full name')).toHaveValue('Maria Georgiou');
  });

  it('prefills a custom-quote request from ?request=custom-quote', async () => {
    const sent = serve({ status: 201, body: { ok: true } });
    const user = userEvent.setup();
    renderApp('/?request=custom-quote#contact');
    const form = await screen.findByRole('form', { name: 'Contact request' });
    expect(within(form).getByText(/Custom quote request/)).toBeInTheDocument();
    const message = within(form).getByLabelText('How can we help?');
    expect(message).toHaveValue('I would like a custom quote. My matter is about: ');
    await user.type(within(form).getByLabelText('Full name'), 'Nicos');
    await user.type(within(form).getByLabelText('Email'), 'nicos@example.com');
    await user.selectOptions(within(form).getByLabelText('Practice area'), 'Corporate Law');
    await user.type(message, 'a share purchase.');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    await screen.findByRole('heading', { name: 'Thank you, your request has been sent.' });
    expect(sent[0]!.body).toMatchObject({
      requestType: 'custom-quote',
      preferredContact: 'call',
      message: 'I would like a custom quote. My matter is about: a share purchase.',
    });
  });
});
