import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeManifest } from '@lexbridge/shared/routes';
import { readPagePreloads } from './page-preloads';

const route = (id: string) => routeManifest.find((entry) => entry.id === id)!;

/** A web build whose manifest has the shell, the home page, the news page and a private page. */
function builtWebApp() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-preloads-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], isEntry: true },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_grid-1.js': {
      file: 'assets/grid-1.js',
      imports: ['index.html', '_react-1.js', '_format-1.js'],
    },
    '_format-1.js': { file: 'assets/format-1.js' },
    'src/features/home/pages/HomePage.tsx': {
      file: 'assets/HomePage-1.js',
      imports: ['index.html', '_react-1.js'],
    },
    'src/features/content/pages/NewsPage.tsx': {
      file: 'assets/NewsPage-1.js',
      imports: ['index.html', '_grid-1.js'],
    },
    'src/app/private-page-modules.ts': { file: 'assets/private-page-modules-1.js' },
    'src/features/portal/pages/ClientPortalPage.tsx': {
      file: 'assets/ClientPortalPage-1.js',
      imports: ['index.html', '_format-1.js'],
    },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('module preloads of a page', () => {
  const dist = builtWebApp();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("names the page's chunk and every chunk it imports, not those the shell already loads", () => {
    const preloads = readPagePreloads(dist);
    const tags = preloads(route('news'));
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/NewsPage-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/grid-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/format-1.js" />',
    ]);
    expect(preloads(route('home'))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" />',
    );
  });

  it("names the private pages' loader before a private page's own chunks", () => {
    const portal = routeManifest.find((entry) => entry.page.endsWith('ClientPortalPage'))!;
    expect(readPagePreloads(dist)(portal)).toMatch(
      /private-page-modules-1\.js[\s\S]*ClientPortalPage-1\.js[\s\S]*format-1\.js/,
    );
  });

  it('names nothing when the web app is not built', () => {
    expect(readPagePreloads('/nonexistent')(route('news'))).toBe('');
  });
});
