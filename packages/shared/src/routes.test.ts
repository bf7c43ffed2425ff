import { describe, expect, it } from 'vitest';
import {
  adminNavigation,
  findAppRoute,
  isAppRoute,
  noindexPaths,
  privatePathPrefixes,
  publicPathsUnderPrivatePrefixes,
  routeManifest,
  sitemapPaths,
} from './routes';
import { staticPageMeta, staticPagePaths } from './seo';
import { createNodeI18n } from './i18n/node-i18n';

describe('isAppRoute', () => {
  it('knows every page of the app, including any practice area address and the aliases', () => {
    for (const path of [
      '/',
      '/corporate-law',
      '/real-estate-law',
      '/estate-planning',
      '/medical-law',
      '/data-protection/',
      '/news',
      '/articles/company-law-update',
      '/checkout/test/cs_test_123',
      '/client-portal',
      '/matters',
      '/invoices',
      '/admin/contact-requests',
      '/admin/outbox',
      '/admin/availability',
      '/admin/chat',
      '/admin/analytics',
      '/admin/matters',
      '/admin/invoices',
      '/admin/clients',
      '/admin/clients/AbC123_x-9',
      '/admin/articles/0b7c1b1e-5f2a-4c8e-9a51-3f0e2d4c6a7b/edit',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('answers false for look-alikes and malformed parameters, so the server sends 404', () => {
    for (const path of [
      '/corporate-law/x',
      '/Corporate_Law',
      '/-law',
      '/admin/outbox/1',
      '/admin/clients/a/b',
      '/articles/Not_A_Slug',
      '/articles/a/b',
      '/admin/articles/42/edit',
      '/checkout/test/',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('finds the entry that decides access', () => {
    expect(findAppRoute('/client-portal')?.access).toBe('signed-in');
    expect(findAppRoute('/matters')?.access).toBe('signed-in');
    expect(findAppRoute('/invoices')?.access).toBe('signed-in');
    expect(findAppRoute('/admin/calendar')?.access).toBe('admin');
    expect(findAppRoute('/admin/invoices')?.access).toBe('admin');
    expect(findAppRoute('/news')?.access).toBe('public');
  });
});

describe('derived lists', () => {
  it('gives the sitemap the fixed indexable pages and no private or transactional page', () => {
    // The practice areas come from the published site: the server's sitemap adds them.
    expect(sitemapPaths).toEqual(['/', '/news']);
  });

  it('keeps robots away from private areas and the staff sign-in help', () => {
    expect(privatePathPrefixes).toEqual([
      '/client-portal',
      '/matters',
      '/documents',
      '/account',
      '/admin',
      '/messages',
      '/invoices',
    ]);
    expect(publicPathsUnderPrivatePrefixes).toEqual([]);
    expect(noindexPaths).toEqual(['/admin-access']);
  });

  it('lists the admin pages in their navigation order', () => {
    expect(adminNavigation.map((link) => link.to)).toEqual([
      '/admin',
      '/admin/analytics',
      '/admin/matters',
      '/admin/clients',
      '/admin/documents',
      '/messages',
      '/admin/invoices',
      '/admin/calendar',
      '/admin/security',
      '/admin/settings',
      '/admin/site',
      '/admin/messages',
      '/admin/articles',
      '/admin/contact-requests',
      '/admin/outbox',
    ]);
  });

  it('has unique ids and paths, and meta for every server-rendered fixed page', () => {
    expect(new Set(routeManifest.map((entry) => entry.id)).size).toBe(routeManifest.length);
    expect(new Set(routeManifest.map((entry) => entry.path)).size).toBe(routeManifest.length);
    const en = createNodeI18n('en').t;
    expect(staticPageMeta('/', en)?.title).toBe('KC Law | Lawyers in Nicosia, Cyprus');
    expect(staticPageMeta('/news', en)?.title).toBe('News & Publications | KC Law');
    expect(staticPagePaths).toContain('/auth');
    expect(staticPagePaths).not.toContain('/setup');
  });

  it('gives the fixed pages their head in Greek too', () => {
    const el = createNodeI18n('el').t;
    expect(staticPageMeta('/', el)?.title).toBe('KC Law | Δικηγόροι στη Λευκωσία, Κύπρος');
    expect(staticPageMeta('/news', el)?.title).toMatch(/ \| KC Law$/);
    // A practice area's head comes from the published site (the server's page data).
    expect(staticPageMeta('/corporate-law', el)).toBeUndefined();
  });
});
