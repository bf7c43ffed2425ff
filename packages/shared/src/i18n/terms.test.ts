import { describe, expect, it } from 'vitest';
import { flatten } from './catalog-keys';
import { readCatalogs } from './read-catalogs';

const resources = readCatalogs();

/**
 * A project is a matter: one entity, so one word for it. English says "matter" except where the
 * spec's own words are kept (the Projects tabs and the texts the spec gives them); Greek says
 * "υπόθεση" for both, never "έργο".
 */
const SPEC_PROJECT_TEXTS = [
  'admin:dashboard.tab.projects',
  'portal:tabs.projects',
  'portal:projects.title',
  'portal:projects.count_one',
  'portal:projects.count_other',
  'portal:projects.empty',
  'matters:admin.toasts.created',
  'matters:admin.toasts.createFailed',
  'matters:admin.toasts.statusUpdated',
  'matters:admin.toasts.updateFailed',
];

describe('the word for a matter', () => {
  it('is "matter" in English outside the spec’s Projects texts', () => {
    const saying = [...flatten(resources, 'en')]
      .filter(([, text]) => /\bprojects?\b/i.test(text))
      .map(([key]) => key);
    expect(saying.sort()).toEqual([...SPEC_PROJECT_TEXTS].sort());
  });

  it('is "υπόθεση" in Greek everywhere, the Projects tabs included', () => {
    const saying = [...flatten(resources, 'el')]
      .filter(([, text]) => /(^|[^\p{L}])έργ(ο|α|ου|ων)(?![\p{L}])/iu.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(saying).toEqual([]);
    for (const key of SPEC_PROJECT_TEXTS.filter((k) => k.endsWith('projects'))) {
      expect(flatten(resources, 'el').get(key)).toBe('Υποθέσεις');
    }
  });
});
