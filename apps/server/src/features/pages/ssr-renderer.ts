import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { PrefetchedQuery } from './page-data';

/** The contract of apps/web/src/entry-server.tsx, as built into dist-server/entry-server.js. */
export type SsrRender = (
  url: string,
  prefetched: PrefetchedQuery[],
  language: Language,
) => Promise<{ html: string; state: unknown }>;

/** Loads the web app's server renderer, or returns null when it has not been built. */
export async function loadSsrRender(entryPath: string): Promise<SsrRender | null> {
  if (!fs.existsSync(entryPath)) return null;
  const module = (await import(pathToFileURL(entryPath).href)) as { render: SsrRender };
  return module.render;
}
