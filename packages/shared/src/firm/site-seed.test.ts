import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../site/missing-translations';
import { siteContentSchema } from '../site/schema';
import { kcLawSiteSeed } from './site-seed';

// The seed is KC Law's site as the code and catalogs had it: a new installation starts with it.
describe("KC Law's site seed", () => {
  const site = siteContentSchema.parse(kcLawSiteSeed);

  it('is valid site content, unchanged by parsing, with every text in both languages', () => {
    expect(site).toEqual(kcLawSiteSeed);
    expect(missingTranslations(site)).toEqual([]);
  });

  it("keeps today's texts", () => {
    expect(site.identity.name).toEqual({ en: 'KC Law', el: 'KC Law' });
    expect(site.identity.address.city).toEqual({ en: 'Nicosia', el: 'Λευκωσία' });
    expect(site.home.hero.title).toEqual({ en: 'We care', el: 'Νοιαζόμαστε' });
    expect(site.home.sections.map((section) => section.id)).toEqual([
      'hero',
      'about',
      'practiceAreas',
      'team',
      'testimonials',
      'faq',
      'pricing',
      'news',
      'contact',
    ]);
    const realEstate = site.practiceAreas.find((area) => area.slug === 'real-estate-law')!;
    expect(realEstate.title.el).toBe('Δίκαιο Ακινήτων');
    expect(realEstate.hourlyRate).toEqual({ minCents: 30_000, maxCents: 45_000, currency: 'EUR' });
    expect(site.team[0]!.name.el).toBe('Κωνσταντίνος Χρίστου');
    expect(site.home.faq.categories.flatMap((category) => category.items)).toHaveLength(9);
    expect(site.home.testimonials.items).toHaveLength(6);
  });

  it('offers the three consultations at 150, 300 and 400 EUR', () => {
    expect(
      site.consultationTypes.map(({ id, priceCents, currency, durationMinutes, active }) => ({
        id,
        priceCents,
        currency,
        durationMinutes,
        active,
      })),
    ).toEqual([
      { id: 'initial', priceCents: 15_000, currency: 'EUR', durationMinutes: 30, active: true },
      { id: 'extended', priceCents: 30_000, currency: 'EUR', durationMinutes: 60, active: true },
      { id: 'emergency', priceCents: 40_000, currency: 'EUR', durationMinutes: 45, active: true },
    ]);
    expect(site.consultationTypes[1]!.features[0]).toEqual({
      en: '60-minute consultation',
      el: 'Συνάντηση διάρκειας 60 λεπτών',
    });
  });
});
