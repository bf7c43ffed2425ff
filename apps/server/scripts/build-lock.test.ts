import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeBuildLock } from './build-lock.mjs';

const lockDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-lock-')), 'lock');

describe('the build lock', () => {
  it('lets one start build at a time: the second waits until the first releases', async () => {
    const dir = lockDir();
    const order: string[] = [];
    const release = await takeBuildLock(dir, { pollMs: 10 });
    const second = takeBuildLock(dir, { pollMs: 10 }).then((releaseSecond) => {
      order.push('second holds');
      releaseSecond();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    order.push('first releases');
    release();
    await second;
    expect(order).toEqual(['first releases', 'second holds']);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('takes over a lock whose owner has died', async () => {
    const dir = lockDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'pid'), '2147483646'); // no such process
    const release = await takeBuildLock(dir, { pollMs: 10 });
    expect(fs.readFileSync(path.join(dir, 'pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
