import { describe, expect, it } from 'vitest';
import { privateChunks, type ViteManifest } from './private-chunks';

// A made-up build: the entry lazily loads two public pages, two admin pages and the portal.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js', '_button-1.js'],
    dynamicImports: [
      'src/features/home/HomePage.tsx',
      'src/features/content/pages/NewsPage.tsx',
      'src/features/admin/outbox/OutboxPage.tsx',
      'src/features/content/admin/AdminArticlesPage.tsx',
      'src/features/portal/ClientPortalPage.tsx',
    ],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_button-1.js': { file: 'assets/button-1.js' },
  '_date-picker-1.js': { file: 'assets/date-picker-1.js', imports: ['_react-1.js'] },
  '_admin-table-1.js': { file: 'assets/admin-table-1.js', imports: ['_button-1.js'] },
  '_editor-1.css': { file: 'assets/editor-1.css' },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    src: 'src/features/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_date-picker-1.js'],
  },
  'src/features/content/pages/NewsPage.tsx': {
    file: 'assets/NewsPage-1.js',
    src: 'src/features/content/pages/NewsPage.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
  },
  'src/features/admin/outbox/OutboxPage.tsx': {
    file: 'assets/OutboxPage-1.js',
    src: 'src/features/admin/outbox/OutboxPage.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_admin-table-1.js'],
  },
  'src/features/content/admin/AdminArticlesPage.tsx': {
    file: 'assets/AdminArticlesPage-1.js',
    src: 'src/features/content/admin/AdminArticlesPage.tsx',
    isDynamicEntry: true,
    imports: ['_admin-table-1.js', '_date-picker-1.js', '_editor-1.css'],
    dynamicImports: ['src/features/content/admin/rich-editor.ts'],
  },
  'src/features/content/admin/rich-editor.ts': {
    file: 'assets/rich-editor-1.js',
    src: 'src/features/content/admin/rich-editor.ts',
    isDynamicEntry: true,
  },
  'src/features/portal/ClientPortalPage.tsx': {
    file: 'assets/ClientPortalPage-1.js',
    src: 'src/features/portal/ClientPortalPage.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
  },
};

describe('which chunks belong to the admin area or the portal', () => {
  const found = privateChunks(manifest);

  it('counts admin and portal pages, and chunks only they import, as private', () => {
    expect([...found.keys()].sort()).toEqual([
      'assets/AdminArticlesPage-1.js',
      'assets/ClientPortalPage-1.js',
      'assets/OutboxPage-1.js',
      'assets/admin-table-1.js',
      'assets/rich-editor-1.js',
    ]);
    expect(found.get('assets/ClientPortalPage-1.js')).toBe(
      'src/features/portal/ClientPortalPage.tsx',
    );
  });

  it('keeps chunks that a public page also imports public', () => {
    for (const shared of ['assets/react-1.js', 'assets/button-1.js', 'assets/date-picker-1.js'])
      expect(found.has(shared), shared).toBe(false);
    expect(found.has('assets/HomePage-1.js')).toBe(false);
    expect(found.has('assets/index-1.js')).toBe(false);
  });

  it('finds nothing private when everything is bundled into the entry', () => {
    expect(privateChunks({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }).size).toBe(
      0,
    );
  });

  it('treats an admin chunk imported straight from a public page as private, so loading it fails', () => {
    const leaky: ViteManifest = {
      ...manifest,
      'src/features/content/pages/NewsPage.tsx': {
        ...manifest['src/features/content/pages/NewsPage.tsx']!,
        imports: ['src/features/admin/outbox/OutboxPage.tsx'],
      },
    };
    expect(privateChunks(leaky).has('assets/OutboxPage-1.js')).toBe(true);
  });
});
