import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeUntouched, tightenDataDir } from './data-dir-privacy';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('tightenDataDir', () => {
  it('makes what it may private and counts, without failing, what it may not', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-privacy-'));
    fs.chmodSync(dataDir, 0o755);
    const mine = path.join(dataDir, 'mine.txt');
    const theirs = path.join(dataDir, 'theirs.txt');
    const also = path.join(dataDir, 'also-theirs.txt');
    for (const file of [mine, theirs, also]) fs.writeFileSync(file, 'x', { mode: 0o644 });
    // Another user's files, as in a volume mounted in: chmod is refused (as root it never is).
    const chmod = (target: fs.PathLike, mode: fs.Mode) => {
      if (target === theirs || target === also)
        throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${target}'`), {
          code: 'EPERM',
        });
      fs.chmodSync(target, mode);
    };

    const tightened = tightenDataDir(dataDir, chmod);
    expect(tightened).toMatchObject({ directories: 1, files: 1, untouched: 2 });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(mine)).toBe(0o600);
    const line = describeUntouched(dataDir, tightened)!;
    expect(line).toContain('2 entries');
    expect(line).toMatch(/first .*(theirs|also-theirs)\.txt \(EPERM\)/);
  });

  it('has nothing to warn about when every entry could be tightened', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-privacy-'));
    fs.writeFileSync(path.join(dataDir, 'file'), 'x', { mode: 0o644 });
    expect(describeUntouched(dataDir, tightenDataDir(dataDir))).toBeNull();
  });
});
