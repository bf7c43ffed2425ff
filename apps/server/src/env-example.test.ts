import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './config';
import { namesIn, sourceInBash } from './test/env-file';

const envExample = fileURLToPath(new URL('../../../.env.example', import.meta.url));
const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('.env.example', () => {
  it('loads whole with `set -a; . ./.env`: bash sets every variable it lists, and says nothing', () => {
    const { exported, stderr, status } = sourceInBash(envExample);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const listed = namesIn(envExample);
    expect(listed.filter((name) => !(name in exported))).toEqual([]);
    // The values are the shell's reading of them: a quoted one arrives without its quotes.
    expect(exported.MAIL_FROM).toBe('KC Law <no-reply@localhost>');
    expect(exported.LOG_LEVEL).toBe('info'); // the last one: nothing stopped the file early
  });

  it('as bash loads it, works as is and sets exactly the variables Lexbridge reads', () => {
    const { exported } = sourceInBash(envExample);
    const listed = Object.fromEntries(namesIn(envExample).map((name) => [name, exported[name]]));
    expect(() => loadConfig(listed)).not.toThrow();
    expect(loadConfig(listed).mailFrom).toBe('KC Law <no-reply@localhost>');
    expect(Object.keys(listed).sort()).toEqual([...configVariables].sort());
  });

  it('the README documents every variable in its Configuration table', () => {
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Test'));
    const documented = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map((match) => match[1]);
    expect(configVariables.filter((name) => !documented.includes(name))).toEqual([]);
    expect(namesIn(envExample).filter((name) => !documented.includes(name))).toEqual([]);
  });
});
