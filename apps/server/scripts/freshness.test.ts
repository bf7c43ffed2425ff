import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestMtime, partsToBuild } from './freshness.mjs';

describe('partsToBuild', () => {
  const built = { name: 'server', outputs: [2_000, 2_100], sources: [1_500, 1_900] };

  it('builds nothing when every output is newer than every source', () => {
    expect(partsToBuild([built], 'stale')).toEqual([]);
  });

  it('rebuilds a part when a source changed after its oldest output', () => {
    const edited = { ...built, sources: [1_500, 2_050] };
    expect(partsToBuild([edited], 'stale')).toEqual(['server']);
    expect(partsToBuild([edited], 'missing')).toEqual([]); // npm run serve runs what is there
  });

  it('builds a part with a missing output, whatever the mode', () => {
    const half = { name: 'web', outputs: [2_000, null], sources: [1] };
    expect(partsToBuild([half, built], 'missing')).toEqual(['web']);
    expect(partsToBuild([half, built], 'stale')).toEqual(['web']);
  });
});

describe('newestMtime', () => {
  it('finds the newest file below the paths, ignoring build output and node_modules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-freshness-'));
    const write = (file: string, seconds: number) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
      fs.utimesSync(path.join(dir, file), seconds, seconds);
    };
    write('src/a.ts', 100);
    write('src/deep/b.ts', 300);
    write('dist/main.js', 900);
    write('src/node_modules/x/index.js', 800);
    try {
      expect(newestMtime([path.join(dir, 'src'), path.join(dir, 'missing')])).toBe(300_000);
      expect(newestMtime([dir])).toBe(300_000);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
