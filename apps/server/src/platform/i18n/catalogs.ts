import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource } from 'i18next';

/** The shared catalogs: `locales/<language>/<namespace>.json`, the same files the web app ships. */
export const localesDir = fileURLToPath(
  new URL('../../../../../packages/shared/src/i18n/locales', import.meta.url),
);

/**
 * Every catalog on disk, read once at startup. Languages and namespaces are the directories and
 * files found, so a new language (its code in `languages` plus its folder) needs no server code.
 */
export function loadCatalogs(dir = localesDir): Resource {
  const resources: Resource = {};
  for (const language of fs.readdirSync(dir)) {
    const languageDir = path.join(dir, language);
    if (!fs.statSync(languageDir).isDirectory()) continue;
    resources[language] = {};
    for (const file of fs.readdirSync(languageDir)) {
      if (!file.endsWith('.json')) continue;
      const content = fs.readFileSync(path.join(languageDir, file), 'utf8');
      resources[language][path.basename(file, '.json')] = JSON.parse(content) as object;
    }
  }
  return resources;
}
