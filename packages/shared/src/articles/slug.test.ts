import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify, SLUG_MAX_LENGTH } from './slug';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('New GDPR Fines in 2026')).toBe('new-gdpr-fines-in-2026');
  });

  it('drops accents and punctuation, and trims hyphens at both ends', () => {
    expect(slugify('  Société & Co.: “Résumé” — Überblick!  ')).toBe('societe-co-resume-uberblick');
  });

  it('gives an empty slug for a title with no Latin letters or digits', () => {
    expect(slugify('Νέος νόμος')).toBe('');
  });

  it('cuts long titles without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bcd`);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
    expect(isValidSlug(slug)).toBe(true);
  });
});

describe('isValidSlug', () => {
  it.each(['a', 'cyprus-company-law', 'gdpr-2026'])('accepts %s', (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(['', 'Upper', 'two--hyphens', '-leading', 'trailing-', 'with space', 'a/b', 'ä'])(
    'refuses %j',
    (slug) => {
      expect(isValidSlug(slug)).toBe(false);
    },
  );

  it('refuses a slug longer than the limit', () => {
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
  });
});
