import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten, interpolations, weekdayFormOf, withoutPlural } from './catalog-keys';
import { defaultLanguage, languages } from './languages';
import { namespaces } from './namespaces';
import { localesDir, readCatalogs } from './read-catalogs';

const resources = readCatalogs();
const reference = flatten(resources, defaultLanguage);

describe('translation catalogs', () => {
  it('has one file per namespace in every language, and no other', () => {
    for (const language of languages) {
      const files = fs.readdirSync(path.join(localesDir, language)).sort();
      expect(files, language).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each(languages.filter((language) => language !== defaultLanguage))(
    'has every key in %s that English has, and no other, with the same values interpolated',
    (language) => {
      const translated = flatten(resources, language);
      // A weekday form of a message ('subject_saturday') is the language's own, beside its key.
      for (const [key, text] of translated) {
        const base = weekdayFormOf(key);
        if (base === null) continue;
        expect(reference.has(base), key).toBe(true);
        expect(interpolations(text), key).toEqual(interpolations(reference.get(base) ?? ''));
        translated.delete(key);
      }
      expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of reference) {
        expect(interpolations(translated.get(key) ?? ''), key).toEqual(interpolations(text));
      }
    },
  );

  it('has no empty message', () => {
    for (const language of languages) {
      for (const [key, text] of flatten(resources, language)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });
});

// ---- every key is used somewhere in the code ----

const repoRoot = path.resolve(localesDir, '../../../../..');
const sourceDirs = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The string and template literals of the code; a template's `${...}` parts match anything. */
function literalsOfCode() {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const file of sourceDirs.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [, single, double] of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      exact.add(single ?? double ?? '');
    }
    for (const [, template] of code.matchAll(/`([^`]*)`/g)) {
      if (!template!.includes('${')) {
        exact.add(template!);
        continue;
      }
      const fixed = template!.split(/\$\{[^}]*\}/);
      // Only templates that look like keys: a fixed word and a separator ('faq.${id}.question').
      const text = fixed.join('');
      if (!/[a-zA-Z]{2}/.test(text) || !/[.:]/.test(text)) continue;
      patterns.push(new RegExp(`^${fixed.map(escapeRegExp).join('\\S+')}$`));
    }
  }
  return { exact, patterns };
}

describe('translation keys', () => {
  it('are each mentioned by the code (a literal key, or a template whose fixed parts match)', () => {
    const { exact, patterns } = literalsOfCode();
    const mentioned = (candidate: string) =>
      exact.has(candidate) || patterns.some((pattern) => pattern.test(candidate));
    const unused = [...reference.keys()].filter((qualified) => {
      const [namespace, key] = qualified.split(':') as [string, string];
      const base = withoutPlural(key);
      return !mentioned(base) && !mentioned(`${namespace}:${base}`);
    });
    expect(unused).toEqual([]);
  });
});
