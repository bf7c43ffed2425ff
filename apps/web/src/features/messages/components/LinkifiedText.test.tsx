import { render, screen } from '@testing-library/react';
import { LinkifiedText, safeHref } from './LinkifiedText';

describe('LinkifiedText', () => {
  it('makes web and e-mail addresses links that open safely, leaving the punctuation outside', () => {
    const { container } = render(
      <p>
        <LinkifiedText text="See https://example.com/lease?id=1, or write to mailto:ann@example.com." />
      </p>,
    );
    const web = screen.getByRole('link', { name: 'https://example.com/lease?id=1' });
    expect(web).toHaveAttribute('href', 'https://example.com/lease?id=1');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'mailto:ann@example.com' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
    expect(container).toHaveTextContent(
      'See https://example.com/lease?id=1, or write to mailto:ann@example.com.',
    );
  });

  it('shows markup and other schemes as text, never as HTML or links', () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<img src=x onerror="alert(1)"> javascript:alert(1) <b>bold</b>'} />
      </p>,
    );
    expect(container.querySelector('img, b, a')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> javascript:alert(1)');
  });

  it('accepts only http, https and mailto as link targets', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
  });
});
