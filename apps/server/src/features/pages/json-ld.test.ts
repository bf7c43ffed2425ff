import { describe, expect, it } from 'vitest';
import { localizeSite } from '@lexbridge/shared/site/localize';
import { seedCopy } from '@lexbridge/shared/site/test-helpers';
import { legalServiceJsonLd, serviceJsonLd } from './json-ld';

const publicUrl = 'https://firm.test';

describe('structured data from the published site', () => {
  it("describes the firm in the page's language with its hours, prices, logo and profiles", () => {
    const content = seedCopy();
    content.identity.logoAssetId = '0b7c1b1e-5f2a-4c8e-9a51-3f0e2d4c6a7b';
    content.identity.socialLinks = [{ network: 'linkedin', url: 'https://linkedin.com/x' }];
    content.identity.geo = { latitude: 35.17, longitude: 33.36 };
    const data = legalServiceJsonLd(localizeSite(content, 'el'), publicUrl);
    expect(data).toMatchObject({
      '@type': 'LegalService',
      name: 'KC Law',
      telephone: '+357 22 123 456',
      email: 'info@kclaw.com.cy',
      address: {
        streetAddress: 'Λεωφόρος Αρχιεπισκόπου Μακαρίου Γ΄ 1',
        addressLocality: 'Λευκωσία',
        addressCountry: 'CY',
      },
      openingHours: ['Mo-Fr 09:00-18:00'],
      priceRange: '€150-€400',
      logo: 'https://firm.test/api/site/assets/0b7c1b1e-5f2a-4c8e-9a51-3f0e2d4c6a7b',
      sameAs: ['https://linkedin.com/x'],
      geo: { '@type': 'GeoCoordinates', latitude: 35.17, longitude: 33.36 },
    });
    expect(data.knowsAbout).toContain('Εταιρικό Δίκαιο');
  });

  it('describes a practice area as a Service of the firm with its hourly rate', () => {
    const site = localizeSite(seedCopy(), 'en');
    const area = site.practiceAreas[0]!;
    const data = serviceJsonLd(site, area, `${publicUrl}/corporate-law`, publicUrl);
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'Corporate Law',
      provider: { '@type': 'LegalService', name: 'KC Law' },
    });
    expect(data.offers?.priceSpecification).toMatchObject({
      minPrice: 350,
      maxPrice: 500,
      priceCurrency: 'EUR',
      unitCode: 'HUR',
    });
  });
});
