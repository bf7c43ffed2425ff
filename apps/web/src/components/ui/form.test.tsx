import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useServerForm } from '../../lib/use-server-form';
import { Form, FormInput, FormSubmit } from './form';

const schema = z.object({ email: z.email('Enter a valid e-mail address.') });

/** A one-field form whose server answers with `send`. */
function EmailForm({ send }: { send: (email: string) => Promise<void> }) {
  const { form, serverError, onSubmit } = useServerForm({
    schema,
    defaultValues: { email: '' },
    submit: ({ email }) => send(email),
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} aria-label="Newsletter">
      <FormInput name="email" label="Email" description="We never share it." type="email" />
      <FormSubmit pendingLabel="Sending...">Send</FormSubmit>
    </Form>
  );
}

describe('Form', () => {
  it('labels the input and reads its description with it', () => {
    render(<EmailForm send={() => Promise.resolve()} />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the validation message, links it to the input and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<EmailForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const input = screen.getByLabelText('Email');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid e-mail address.');
    expect(send).not.toHaveBeenCalled();
  });

  it('says it is sending, then shows the server’s refusal and keeps the input', async () => {
    let refuse!: (error: Error) => void;
    const send = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const user = userEvent.setup();
    render(<EmailForm send={send} />);
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    refuse(new Error('This address is already subscribed.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is already subscribed.',
    );
    expect(send).toHaveBeenCalledWith('maria@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
