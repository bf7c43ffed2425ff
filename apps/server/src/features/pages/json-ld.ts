import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { openingHoursText } from '@lexbridge/shared/site/opening-hours';

type Area = LocalizedSite['practiceAreas'][number];

const absolute = (publicUrl: string, path: string | null) => (path ? `${publicUrl}${path}` : null);

/** "€150-€400": the range of the consultations' prices, in their currency (the first's, if mixed). */
function priceRange(site: LocalizedSite): string | undefined {
  const types = site.consultationTypes;
  if (types.length === 0) return undefined;
  const currency = types[0]!.currency;
  const format = (cents: number) =>
    new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(cents / 100);
  const prices = types.filter((type) => type.currency === currency).map((type) => type.priceCents);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
}

/**
 * schema.org description of the firm for the home page, in the page's language, from its
 * published site: contact details, address (country as its ISO code), hours, prices, logo, place
 * on the map and social profiles.
 */
export function legalServiceJsonLd(site: LocalizedSite, publicUrl: string) {
  const { identity } = site;
  const logo = absolute(publicUrl, identity.logoUrl);
  const image = absolute(publicUrl, identity.photoUrl) ?? logo;
  const range = priceRange(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${publicUrl}/#firm`,
    name: identity.name.text,
    legalName: identity.legalName.text,
    url: `${publicUrl}/`,
    email: identity.email,
    telephone: identity.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.address.street.text,
      addressLocality: identity.address.city.text,
      postalCode: identity.address.postalCode,
      addressCountry: identity.address.country,
    },
    areaServed: identity.address.country,
    openingHours: identity.openingHours.map(openingHoursText),
    ...(range ? { priceRange: range } : {}),
    ...(logo ? { logo } : {}),
    ...(image ? { image } : {}),
    ...(identity.geo
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: identity.geo.latitude,
            longitude: identity.geo.longitude,
          },
        }
      : {}),
    ...(identity.socialLinks.length > 0
      ? { sameAs: identity.socialLinks.map((link) => link.url) }
      : {}),
    knowsAbout: site.practiceAreas.map((area) => area.title.text),
  };
}

/** schema.org description of one practice area's service, offered by the firm. */
export function serviceJsonLd(site: LocalizedSite, area: Area, url: string, publicUrl: string) {
  const rate = area.hourlyRate;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: area.title.text,
    description: area.summary.text,
    serviceType: area.title.text,
    url,
    areaServed: site.identity.address.country,
    provider: {
      '@type': 'LegalService',
      '@id': `${publicUrl}/#firm`,
      name: site.identity.name.text,
      url: `${publicUrl}/`,
    },
    ...(rate
      ? {
          offers: {
            '@type': 'Offer',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              minPrice: rate.minCents / 100,
              maxPrice: rate.maxCents / 100,
              priceCurrency: rate.currency,
              unitCode: 'HUR',
            },
          },
        }
      : {}),
  };
}

export type ArticleForJsonLd = {
  title: string;
  summary: string;
  authorName: string;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
};

/** schema.org description of an article, published by the firm (`publisher`, its name). */
export function articleJsonLd(article: ArticleForJsonLd, url: string, publisher: string) {
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    ...(article.publishedAt ? { datePublished: iso(article.publishedAt) } : {}),
    dateModified: iso(article.updatedAt),
    author: { '@type': 'Person', name: article.authorName },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: url,
  };
}
