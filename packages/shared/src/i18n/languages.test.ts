import { describe, expect, it } from 'vitest';
import { findAppRoute } from '../routes';
import { localizePath, negotiateLanguage, splitLanguagePath } from './languages';

describe('language URLs', () => {
  it('keeps English at the root and puts Greek under /el', () => {
    expect(localizePath('/corporate-law', 'el')).toBe('/el/corporate-law');
    expect(localizePath('/', 'el')).toBe('/el');
    expect(localizePath('/#contact', 'el')).toBe('/el#contact');
    expect(localizePath('/news', 'en')).toBe('/news');
    expect(splitLanguagePath('/el/articles/a-b')).toEqual({
      language: 'el',
      path: '/articles/a-b',
    });
    expect(splitLanguagePath('/el')).toEqual({ language: 'el', path: '/' });
    expect(splitLanguagePath('/elections')).toEqual({ language: 'en', path: '/elections' });
    expect(splitLanguagePath('/en/news')).toEqual({ language: 'en', path: '/en/news' });
  });

  it('finds public pages in both languages, private pages only at their one URL', () => {
    expect(findAppRoute('/el')?.id).toBe('home');
    expect(findAppRoute('/el/')?.id).toBe('home');
    expect(findAppRoute('/el/corporate-law')?.id).toBe('practice-area');
    expect(findAppRoute('/el/articles/company-law-update')?.id).toBe('article');
    expect(findAppRoute('/el/admin')).toBeUndefined();
    expect(findAppRoute('/el/client-portal')).toBeUndefined();
    expect(findAppRoute('/admin')?.id).toBe('admin');
  });
});

describe('negotiateLanguage', () => {
  it('picks the best supported language of Accept-Language, by quality then order', () => {
    expect(negotiateLanguage('el-GR,el;q=0.9,en;q=0.8')).toBe('el');
    expect(negotiateLanguage('de-DE,de;q=0.9,el;q=0.5,en;q=0.4')).toBe('el');
    expect(negotiateLanguage('en-US,en;q=0.9,el;q=0.8')).toBe('en');
    expect(negotiateLanguage('fr, el;q=0')).toBe('en');
    expect(negotiateLanguage('el;q=0.5, en;q=0.7')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
  });
});
