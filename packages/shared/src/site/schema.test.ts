import { describe, expect, it } from 'vitest';
import { siteContentSchema } from './schema';
import { refusals, seedCopy } from './test-helpers';

describe('siteContentSchema', () => {
  it('accepts the seed and trims texts', () => {
    const site = seedCopy();
    site.home.hero.title.en = '  We care  ';
    expect(siteContentSchema.parse(site).home.hero.title.en).toBe('We care');
  });

  it('refuses a required text empty in both languages, and accepts it in one', () => {
    const site = seedCopy();
    site.home.hero.title = { en: '', el: ' ' };
    expect(refusals(site)).toEqual(['home.hero.title: Enter this text in at least one language.']);
    site.home.hero.title = { en: '', el: 'Νοιαζόμαστε' };
    expect(refusals(site)).toEqual([]);
  });

  it('refuses a practice area slug that breaks the rule, is reserved or is taken', () => {
    const site = seedCopy();
    site.practiceAreas[0]!.slug = 'Corporate Law';
    site.practiceAreas[1]!.slug = 'admin';
    site.practiceAreas[3]!.slug = site.practiceAreas[2]!.slug;
    expect(refusals(site)).toEqual([
      'practiceAreas.0.slug: Use only lowercase letters, numbers and single hyphens in the slug (for example: family-law).',
      'practiceAreas.1.slug: This slug is the address of another page of the site. Choose another.',
      'practiceAreas.3.slug: The slug "estate-planning" is already used by a practice area (now or as its former address). Choose another.',
    ]);
  });

  it('keeps an old slug for redirects only while no other area uses it, and never its own', () => {
    const site = seedCopy();
    site.practiceAreas[0]!.previousSlugs = ['company-law'];
    expect(refusals(site)).toEqual([]);
    site.practiceAreas[1]!.slug = 'company-law';
    site.practiceAreas[2]!.previousSlugs = ['estate-planning'];
    expect(refusals(site)).toEqual([
      'practiceAreas.1.slug: The slug "company-law" is already used by a practice area (now or as its former address). Choose another.',
      'practiceAreas.2.previousSlugs.0: The slug "estate-planning" is already used by a practice area (now or as its former address). Choose another.',
    ]);
  });

  it('refuses two items with one id, and a rate range upside down', () => {
    const site = seedCopy();
    site.practiceAreas[1]!.id = site.practiceAreas[0]!.id;
    site.practiceAreas[0]!.hourlyRate = { minCents: 50_000, maxCents: 40_000, currency: 'EUR' };
    expect(refusals(site)).toEqual([
      'practiceAreas.0.hourlyRate.maxCents: The highest rate must not be lower than the lowest.',
      'practiceAreas.1.id: Two items have the id "corporate-law"; each must have its own.',
    ]);
  });

  it('needs at least one active consultation type, with a price and duration that can be booked', () => {
    const site = seedCopy();
    for (const type of site.consultationTypes) type.active = false;
    expect(refusals(site)).toEqual([
      'consultationTypes: Offer at least one consultation type: mark one as active.',
    ]);
    site.consultationTypes[0]!.active = true;
    site.consultationTypes[0]!.durationMinutes = 32;
    site.consultationTypes[0]!.priceCents = 99.5;
    expect(refusals(site, 'el')).toEqual([
      'consultationTypes.0.durationMinutes: Η διάρκεια πρέπει να είναι από 15 έως 480 λεπτά, σε βήματα των 5.',
      'consultationTypes.0.priceCents: Συμπληρώστε τιμή από 1,00 έως 100.000,00.',
    ]);
  });

  it('refuses a brand colour text cannot be read on, saying the ratio, in both languages', () => {
    const site = seedCopy();
    site.identity.brandColor = '#808080';
    expect(refusals(site)).toEqual([
      'identity.brandColor: Text on this colour is hard to read: the best contrast it allows is 4.04:1, and WCAG AA needs at least 4.5:1. Choose a darker or a lighter colour.',
    ]);
    expect(refusals(site, 'el')[0]).toContain('είναι 4,04:1');
    site.identity.brandColor = 'navy';
    expect(refusals(site)).toEqual([
      'identity.brandColor: Enter the colour as #rrggbb (for example #14213d).',
    ]);
    site.identity.brandColor = '#F5D76E';
    expect(siteContentSchema.parse(site).identity.brandColor).toBe('#f5d76e');
  });

  it('checks the address country, links, hours and the home sections', () => {
    const site = seedCopy();
    site.identity.address.country = 'cy';
    site.identity.email = ' office@christou.law ';
    site.identity.phone = ' +357 22 000 111 ';
    expect(siteContentSchema.parse(site).identity).toMatchObject({
      address: { country: 'CY' },
      email: 'office@christou.law',
      phone: '+357 22 000 111',
    });
    site.identity.address.country = 'XK';
    site.identity.socialLinks = [{ network: 'linkedin', url: 'http://linkedin.com/company/kc' }];
    site.identity.openingHours = [{ days: ['Mo'], opens: '18:00', closes: '09:00' }];
    site.home.sections = site.home.sections.slice(1);
    expect(refusals(site)).toEqual([
      'identity.address.country: Enter the country as its two-letter ISO code (for example CY for Cyprus).',
      'identity.openingHours.0.closes: The closing time must be after the opening time.',
      'identity.socialLinks.0.url: Enter the full address of the page, starting with https://.',
      'home.sections: The home page must list every section once.',
    ]);
  });

  it('refuses what is not site content at all without throwing', () => {
    for (const input of [null, 'site', [], { identity: 1 }, { ...seedCopy(), team: 'x' }])
      expect(siteContentSchema.safeParse(input).success).toBe(false);
  });
});
