import { describe, expect, it } from 'vitest';
import { mailBranding } from '../branding';
import { contrastRatio } from './colour';
import { renderMailHtml } from './layout';

const mail = { subject: 'Hello', text: 'Dear client,\n\nAll is well.', language: 'en' as const };
const render = (changes: Partial<ReturnType<typeof mailBranding>>) =>
  renderMailHtml(mail, { ...mailBranding('en'), ...changes });
const headerOf = (html: string) =>
  /<tr><td style="background-color[^]*?<\/td><\/tr>/.exec(html)![0];

describe('the HTML layout of the firm’s mails', () => {
  it('shows the firm’s logo, named, when it has one; otherwise its name', () => {
    const withLogo = headerOf(render({ logoUrl: 'https://kclaw.example/logo.png?v=1&s=2' }));
    expect(withLogo).toContain(
      '<img src="https://kclaw.example/logo.png?v=1&amp;s=2" alt="KC Law"',
    );
    expect(headerOf(render({ logoUrl: null }))).toMatch(/>KC Law<\/td>/);
  });

  it('loads nothing but an http(s) logo: any other address shows the name instead', () => {
    for (const logoUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
    ]) {
      const html = render({ logoUrl });
      expect(html, logoUrl).not.toContain('<img');
      expect(headerOf(html), logoUrl).toMatch(/>KC Law<\/td>/);
    }
    expect(render({ logoUrl: null })).not.toMatch(/src=|url\(|<link|@import/);
  });

  it('puts the brand colour in the band and links, with readable text whatever the colour', () => {
    expect(headerOf(render({}))).toContain('background-color:#14213d;color:#ffffff;');
    // A pale colour gets dark text on its band, and links that read on white.
    const pale = render({ brandColor: '#F5D142' });
    expect(headerOf(pale)).toContain('background-color:#f5d142;color:#111827;');
    expect(pale).not.toContain('color:#f5d142;text-decoration');
  });

  it('never lets a colour that is not #rrggbb into a style', () => {
    const html = render({ brandColor: 'red;background:url(https://evil.example/x)' });
    expect(html).not.toContain('evil.example');
    expect(headerOf(html)).toContain('background-color:#1f2937;color:#ffffff;');
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#14213d')).toBeGreaterThan(15);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
