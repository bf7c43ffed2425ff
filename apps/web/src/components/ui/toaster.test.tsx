import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { Toaster } from './toaster';

describe('toasts', () => {
  it('renders no outlet until a toast is shown, then shows every toast made while it loaded', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    toast.error('Error', { description: 'Could not save.' });
    toast.success('Saved');
    toast('Redirecting to Payment');

    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Redirecting to Payment')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
