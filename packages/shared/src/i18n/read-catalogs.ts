import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Resource } from 'i18next';

/**
 * Where the catalogs live: one folder per language, one JSON file per namespace. Found through the
 * package's own name rather than this module's address, which is elsewhere once this code is
 * bundled into the compiled server (apps/server/dist).
 */
export const localesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lexbridge/shared/i18n/read-catalogs')),
  'locales',
);

/**
 * Every catalog of every language, read from disk (Node only): a language is a folder, so adding
 * one needs no code.
 */
export function readCatalogs(dir = localesDir): Resource {
  const resources: Resource = {};
  for (const language of fs.readdirSync(dir)) {
    const folder = path.join(dir, language);
    if (!fs.statSync(folder).isDirectory()) continue;
    resources[language] = {};
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      resources[language][file.slice(0, -'.json'.length)] = JSON.parse(
        fs.readFileSync(path.join(folder, file), 'utf8'),
      );
    }
  }
  return resources;
}
