import { describe, expect, it } from 'vitest';
import { missingTranslations } from './missing-translations';
import { seedCopy } from './test-helpers';

describe('missingTranslations', () => {
  it('finds none in the seed, which has every text in both languages', () => {
    expect(missingTranslations(seedCopy())).toEqual([]);
  });

  it('lists each text written in one language only, by its field path', () => {
    const site = seedCopy();
    site.practiceAreas[2]!.title.el = '';
    site.home.faq.categories[0]!.items[1]!.answer.en = '  ';
    site.team[0]!.badges[3]!.el = '';
    // An optional text left out in both languages is not missing.
    site.home.hero.eyebrow = { en: '', el: '' };
    expect(missingTranslations(site)).toEqual([
      { path: 'team.0.badges.3', language: 'el' },
      { path: 'home.faq.categories.0.items.1.answer', language: 'en' },
      { path: 'practiceAreas.2.title', language: 'el' },
    ]);
  });
});
