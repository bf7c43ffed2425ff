import { describe, expect, it } from 'vitest';
import { renderHead } from './head';
import { articleJsonLd } from './json-ld';

describe('renderHead', () => {
  const meta = { title: 'Wills & "Trusts" <Cyprus>', description: 'Plan <ahead> & protect.' };

  it('writes title, description, canonical and Open Graph tags, escaped', () => {
    const head = renderHead({ meta, canonicalUrl: 'https://kclaw.test/estate-planning' });
    expect(head).toContain('<title>Wills &amp; &quot;Trusts&quot; &lt;Cyprus&gt;</title>');
    expect(head).toContain(
      '<meta name="description" content="Plan &lt;ahead&gt; &amp; protect." />',
    );
    expect(head).toContain('<link rel="canonical" href="https://kclaw.test/estate-planning" />');
    expect(head).toContain(
      '<meta property="og:title" content="Wills &amp; &quot;Trusts&quot; &lt;Cyprus&gt;" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://kclaw.test/estate-planning" />',
    );
  });

  it('keeps JSON-LD inside its script tag whatever the text says', () => {
    const article = {
      title: 'Closing tags </script><script>alert(1)</script>',
      summary: 's',
      authorName: 'A',
      publishedAt: '2026-03-04T10:00:00Z',
      updatedAt: '2026-03-05T10:00:00Z',
    };
    const head = renderHead({
      meta,
      canonicalUrl: 'u',
      jsonLd: [articleJsonLd(article, 'u', 'KC Law')],
    });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1]!;
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: '2026-03-04T10:00:00.000Z',
    });
  });

  it('marks pages that must not be indexed and gives them no canonical URL', () => {
    const head = renderHead({
      meta: { ...meta, noindex: true },
      canonicalUrl: 'https://kclaw.test/x',
    });
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
  });
});
