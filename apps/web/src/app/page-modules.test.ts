import { routeManifest } from '@lexbridge/shared/routes';
import { describe, expect, it } from 'vitest';
import { isPublicPageModule, loadPage } from './page-modules';

describe('page modules', () => {
  it('resolves every route of the manifest to a page component', async () => {
    for (const entry of routeManifest) {
      expect(typeof (await loadPage(entry)), entry.id).toBe('function');
    }
  });

  it('ships the loaders of the public pages with the app, and only theirs', () => {
    for (const entry of routeManifest) {
      if (isPublicPageModule(entry)) expect(entry.access, entry.id).toBe('public');
      // Only a page reached from a mailed link, never from a search engine, may wait for its loader.
      else if (entry.access === 'public') expect(entry.noindex, entry.id).toBe(true);
    }
  });

  it('refuses an entry whose page module or export does not exist', async () => {
    const home = routeManifest.find((entry) => entry.id === 'home')!;
    await expect(loadPage({ ...home, page: 'home/NoSuchPage' })).rejects.toThrow(
      'names no page module',
    );
    await expect(loadPage({ ...home, component: 'Missing' })).rejects.toThrow(
      'exports no component Missing',
    );
  });
});
