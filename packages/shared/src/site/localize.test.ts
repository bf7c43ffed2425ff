import { describe, expect, it } from 'vitest';
import { localizeSite, localText } from './localize';
import { siteContentSchema } from './schema';
import { seedCopy } from './test-helpers';

describe('localText', () => {
  it('takes the page language, else the other marked with lang, else empty', () => {
    expect(localText({ en: 'Fees', el: 'Αμοιβές' }, 'el')).toEqual({ text: 'Αμοιβές' });
    expect(localText({ en: 'Fees', el: '' }, 'el')).toEqual({ text: 'Fees', lang: 'en' });
    expect(localText({ en: '', el: 'Αμοιβές' }, 'en')).toEqual({ text: 'Αμοιβές', lang: 'el' });
    expect(localText({ en: '', el: '' }, 'en')).toEqual({ text: '' });
  });
});

describe('localizeSite', () => {
  it('gives every text in the page language, untranslated ones in the other marked with lang', () => {
    const site = seedCopy();
    site.practiceAreas[0]!.title.el = '';
    const greek = localizeSite(site, 'el');
    expect(greek.language).toBe('el');
    expect(greek.home.hero?.title).toEqual({ text: 'Νοιαζόμαστε' });
    expect(greek.practiceAreas[0]!.title).toEqual({ text: 'Corporate Law', lang: 'en' });
    expect(greek.practiceAreas[1]!.title).toEqual({ text: 'Δίκαιο Ακινήτων' });
    expect(greek.identity.address).toMatchObject({ country: 'CY', countryName: 'Κύπρος' });
    expect(localizeSite(site, 'en').identity.address.countryName).toBe('Cyprus');
  });

  it('leaves out hidden sections, hidden practice areas and inactive consultation types', () => {
    const site = seedCopy();
    site.home.sections = [...site.home.sections].reverse();
    site.home.sections.find((section) => section.id === 'testimonials')!.hidden = true;
    site.practiceAreas[3]!.hidden = true;
    site.consultationTypes[2]!.active = false;
    const view = localizeSite(site, 'en');
    expect(view.home.sections).toEqual([
      'contact',
      'news',
      'pricing',
      'faq',
      'team',
      'practiceAreas',
      'about',
      'hero',
    ]);
    expect(view.home).not.toHaveProperty('testimonials');
    expect(view.home.faq?.title).toEqual({ text: 'Frequently Asked Questions' });
    expect(view.practiceAreas.map((area) => area.slug)).toEqual([
      'corporate-law',
      'real-estate-law',
      'estate-planning',
      'data-protection',
    ]);
    expect(view.practiceAreas[0]).not.toHaveProperty('hidden');
    expect(view.consultationTypes.map((type) => type.id)).toEqual(['initial', 'extended']);
  });

  it('turns asset ids into URLs and names the text colour for the brand colour', () => {
    const site = seedCopy();
    site.identity.logoAssetId = '0b9f7c4e-3b1a-4c3e-9b1e-6d1f0c2a7e55';
    const view = localizeSite(siteContentSchema.parse(site), 'en');
    expect(view.identity).toMatchObject({
      logoUrl: '/api/site/assets/0b9f7c4e-3b1a-4c3e-9b1e-6d1f0c2a7e55',
      photoUrl: null,
      brandColor: '#14213d',
      brandTextColor: '#ffffff',
    });
    expect(view.identity).not.toHaveProperty('logoAssetId');
    expect(view.team[0]).toMatchObject({ photoUrl: null, name: { text: 'Konstantinos Christou' } });
  });
});
