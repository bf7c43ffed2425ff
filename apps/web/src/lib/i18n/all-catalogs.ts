import type { Resource, ResourceKey } from 'i18next';

// Every catalog of every language, bundled: for server rendering and tests only, where nothing is
// downloaded and a page must never wait for a catalog.
const modules = import.meta.glob<ResourceKey>(
  '../../../../../packages/shared/src/i18n/locales/*/*.json',
  { eager: true, import: 'default' },
);

export const allCatalogs: Resource = {};
for (const [file, catalog] of Object.entries(modules)) {
  const [language, namespace] = file.split('/').slice(-2) as [string, string];
  (allCatalogs[language] ??= {})[namespace.replace(/\.json$/, '')] = catalog;
}
