import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/practiceAreas.json';
import { practiceAreas } from './practice-areas';

describe('practice areas', () => {
  it('keep their English name (the stored category) equal to the English catalog', () => {
    for (const area of practiceAreas) expect(en[area.slug].title).toBe(area.title);
  });
});
