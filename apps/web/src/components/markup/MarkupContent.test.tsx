import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkupContent } from './MarkupContent';

describe('MarkupContent', () => {
  it('renders headings below the page title, lists and paragraphs', () => {
    const { container } = render(
      <MarkupContent
        source={
          '# Top\n## Middle\n### Small\nA paragraph\nwrapped.\n\n- bullet\n- two\n\n3. three\n4. four'
        }
      />,
    );
    const html = container.firstElementChild!.innerHTML;
    expect(container.querySelector('h2')?.textContent).toBe('Top');
    expect(container.querySelector('h3')?.textContent).toBe('Middle');
    expect(container.querySelector('h4')?.textContent).toBe('Small');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('A paragraph wrapped.');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'bullet',
      'two',
    ]);
    const ol = container.querySelector('ol')!;
    expect(ol.getAttribute('start')).toBe('3');
    expect(ol.children).toHaveLength(2);
    expect(html.indexOf('<h2')).toBeLessThan(html.indexOf('<ol'));
  });

  it('never skips a heading level, whichever levels the author used', () => {
    const { container } = render(<MarkupContent source={'## Section\n\n### Detail\n\n## Next'} />);
    expect([...container.querySelectorAll('h2, h3, h4')].map((h) => h.tagName)).toEqual([
      'H2',
      'H3',
      'H2',
    ]);
    const nested = render(<MarkupContent source={'# Only\n\n### Skipped two'} topLevel={3} />);
    expect([...nested.container.querySelectorAll('h3, h4')].map((h) => h.tagName)).toEqual([
      'H3',
      'H4',
    ]);
  });

  it('shows script tags as text and never creates them', () => {
    const { container } = render(
      <MarkupContent source={'<script>alert("x")</script>\n\n# <img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert("x")</script>');
    expect(container.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('adds no on* attributes and no links, even for javascript: URLs', () => {
    const { container } = render(
      <MarkupContent
        source={
          '- <a href="javascript:alert(1)" onclick="alert(2)">x</a>\n- [click](javascript:alert(3))\n\njavascript:alert(4)'
        }
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((attribute) => attribute.name),
    );
    expect(attributes.filter((name) => name.startsWith('on') || name === 'href')).toEqual([]);
    expect(container.textContent).toContain('[click](javascript:alert(3))');
  });

  it('keeps HTML entities literal instead of decoding them into markup', () => {
    const { container } = render(
      <MarkupContent source={'&lt;script&gt;alert(1)&lt;/script&gt; &amp;'} />,
    );
    expect(container.querySelector('p')?.textContent).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp;',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).toContain('&amp;lt;script&amp;gt;');
  });

  it('renders nothing for an empty body', () => {
    const { container } = render(<MarkupContent source="" />);
    expect(container.firstElementChild!.childElementCount).toBe(0);
  });
});
