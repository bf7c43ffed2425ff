import { firm } from '@lexbridge/shared/firm/firm';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';

/** schema.org description of the firm, for the home page. */
export function legalServiceJsonLd(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: firm.name,
    legalName: firm.legalName,
    url: `${publicUrl}/`,
    email: firm.contactEmail,
    telephone: firm.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      addressLocality: firm.address.city,
      postalCode: firm.address.postalCode,
      addressCountry: firm.address.country,
    },
    areaServed: firm.address.country,
    knowsAbout: practiceAreas.map((area) => area.title),
  };
}

export type ArticleForJsonLd = {
  title: string;
  summary: string;
  authorName: string;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
};

export function articleJsonLd(article: ArticleForJsonLd, url: string) {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    ...(article.publishedAt ? { datePublished: iso(article.publishedAt) } : {}),
    dateModified: iso(article.updatedAt),
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: firm.name },
    mainEntityOfPage: url,
  };
}
