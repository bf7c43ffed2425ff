import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { serverRoot } from '../server-root';
import { adoptLegacyDataDir, LegacyDataDirError } from './legacy-data-dir';

describe('DATA_DIR', () => {
  it('is relative to where npm was started (INIT_CWD), else to the working directory', () => {
    const started = loadConfig({ INIT_CWD: '/srv/lexbridge' });
    expect(started.dataDir).toBe('/srv/lexbridge/data');
    // Where npm scripts used to read it from, for moving an existing install's data.
    expect(started.legacyDataDir).toBe(path.join(serverRoot, 'data'));
    expect(loadConfig({ INIT_CWD: '/srv/x', DATA_DIR: 'files' }).dataDir).toBe('/srv/x/files');
    expect(loadConfig({}).dataDir).toBe(path.join(process.cwd(), 'data'));
    const absolute = loadConfig({ INIT_CWD: '/srv/x', DATA_DIR: '/var/lib/lexbridge' });
    expect(absolute).toMatchObject({ dataDir: '/var/lib/lexbridge', legacyDataDir: undefined });
    expect(loadConfig({ INIT_CWD: serverRoot }).legacyDataDir).toBeUndefined();
  });
});

describe('an install whose data is still where a relative DATA_DIR used to point', () => {
  let root: string;
  const temp = () => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-legacy-')));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const install = (dir: string) => {
    fs.mkdirSync(path.join(dir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pg', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(dir, 'auth.secret'), 'the old secret\n');
  };

  it('is moved whole to the new data directory, with a line saying so', () => {
    const legacyDataDir = path.join(temp(), 'apps', 'server', 'data');
    const dataDir = path.join(root, 'data');
    install(legacyDataDir);
    const line = adoptLegacyDataDir({ dataDir, legacyDataDir });
    expect(line).toBe(
      `Moved the data directory from ${legacyDataDir} to ${dataDir}: a relative DATA_DIR now means a folder of the directory Lexbridge was started from (the repository root for npm start).`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'auth.secret'), 'utf8')).toBe('the old secret\n');
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(legacyDataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'lexbridge.lock'))).toBe(false);
    // Done once: the next start finds nothing to move.
    expect(adoptLegacyDataDir({ dataDir, legacyDataDir })).toBeNull();
  });

  it('is moved into an empty new folder too, not when the new one already holds data', () => {
    const legacyDataDir = path.join(temp(), 'old');
    const dataDir = path.join(root, 'new');
    install(legacyDataDir);
    fs.mkdirSync(dataDir);
    expect(adoptLegacyDataDir({ dataDir, legacyDataDir })).toMatch(/^Moved/);

    install(legacyDataDir); // both hold data: the new one is in use, the old one is left alone
    expect(adoptLegacyDataDir({ dataDir, legacyDataDir })).toBeNull();
    expect(fs.existsSync(path.join(legacyDataDir, 'pg'))).toBe(true);
  });

  it('is refused, saying how to move it, when the new folder holds other files', () => {
    const legacyDataDir = path.join(temp(), 'old');
    const dataDir = path.join(root, 'new');
    install(legacyDataDir);
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    const refusal = () => adoptLegacyDataDir({ dataDir, legacyDataDir });
    expect(refusal).toThrow(LegacyDataDirError);
    expect(refusal).toThrow(
      `The data of this install is in ${legacyDataDir}, but the data directory is now ${dataDir}, which holds other files. Stop every Lexbridge process, then move it yourself (mv ${legacyDataDir} ${dataDir}), or start with DATA_DIR=${legacyDataDir} to keep it where it is.`,
    );
    expect(fs.existsSync(path.join(legacyDataDir, 'auth.secret'))).toBe(true);
  });

  it('is refused, moving nothing, while a server still runs on the old folder', () => {
    const legacyDataDir = path.join(temp(), 'old');
    const dataDir = path.join(root, 'new');
    install(legacyDataDir);
    fs.writeFileSync(path.join(legacyDataDir, 'lexbridge.lock'), String(process.pid));
    expect(() => adoptLegacyDataDir({ dataDir, legacyDataDir })).toThrow(
      /The data of this install is in .*old and moves to .*new, the data directory now: Another Lexbridge process \(pid \d+\) is already using/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(legacyDataDir, 'pg'))).toBe(true);
  });

  it('leaves an old folder without data (or no old folder) alone', () => {
    const legacyDataDir = path.join(temp(), 'old');
    const dataDir = path.join(root, 'new');
    expect(adoptLegacyDataDir({ dataDir, legacyDataDir })).toBeNull();
    fs.mkdirSync(legacyDataDir);
    fs.writeFileSync(path.join(legacyDataDir, 'lexbridge.lock'), '1');
    expect(adoptLegacyDataDir({ dataDir, legacyDataDir })).toBeNull();
    expect(adoptLegacyDataDir({ dataDir })).toBeNull();
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
