import fs from 'node:fs';
import path from 'node:path';
import type { RouteEntry } from '@lexbridge/shared/routes';

/** The parts of the web build's manifest (dist/.vite/manifest.json) read here. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The loader of the pages that are not public: fetched before any of them. */
const PRIVATE_PAGE_MODULES = 'src/app/private-page-modules.ts';

/**
 * Module preloads for each page: `<link rel="modulepreload">` for the page's own chunk and every
 * chunk it imports, from the web build's manifest. The app fetches a page's code before it
 * hydrates; with these in the HTML the browser fetches it beside the app's first script instead
 * of after it has run. (The browser bundle itself carries no table of every page's dependencies
 * for this: it cost the first load about 2 KB.) Chunks the shell already preloads are left out.
 * Without a manifest (the web app not built) a page gets none.
 */
export function readPagePreloads(distDir: string): (route: RouteEntry) => string {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const inShell = chunksOf(manifest, ['index.html']);
  const tags = new Map<string, string>();
  return (route) => {
    let tag = tags.get(route.id);
    if (tag === undefined) {
      const pageModule = `src/features/${route.page}.tsx`;
      const keys = route.access === 'public' ? [pageModule] : [PRIVATE_PAGE_MODULES, pageModule];
      tag = [...chunksOf(manifest, keys)]
        .filter((file) => !inShell.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('\n    ');
      tags.set(route.id, tag);
    }
    return tag;
  };
}

/** The files of the chunks `keys` name and of every chunk they import, in load order. */
function chunksOf(manifest: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
