import { describe, expect, it } from 'vitest';
import { isAppRoute } from './routes';

describe('isAppRoute', () => {
  it('knows the five practice-area pages and the contact admin pages', () => {
    for (const path of [
      '/corporate-law',
      '/real-estate-law',
      '/estate-planning',
      '/medical-law',
      '/data-protection/',
      '/admin/contact-requests',
      '/admin/outbox',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it('answers false for look-alikes, so the server sends 404', () => {
    for (const path of ['/corporate-law/x', '/family-law', '/admin/outbox/1', '/xcorporate-law']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
