import { describe, expect, it } from 'vitest';
import { compoundFileBytes } from '../../test/office-fixtures';
import { WordDocumentCheck } from './word-document';

const check = (data: Buffer, chunkBytes: number) => {
  const watcher = new WordDocumentCheck();
  for (let at = 0; at < data.length; at += chunkBytes) {
    watcher.push(data.subarray(at, at + chunkBytes));
  }
  return watcher.found;
};

describe('WordDocumentCheck', () => {
  const word = compoundFileBytes('WordDocument', 3 * 512);
  const excel = compoundFileBytes('Workbook', 3 * 512);

  it('finds the WordDocument entry however the bytes are cut into chunks', () => {
    for (const chunkBytes of [1, 7, 127, 128, 129, 500, 4096, word.length]) {
      expect(check(word, chunkBytes), `chunks of ${chunkBytes}`).toBe(true);
    }
  });

  it('finds nothing in another compound file, or where no directory entry can be', () => {
    expect(check(excel, 100)).toBe(false);
    // The same entry where the header is, or off a 128-byte boundary, is no directory entry.
    const directory = word.subarray(word.length - 512);
    expect(check(Buffer.concat([directory, Buffer.alloc(512)]), 64)).toBe(false);
    expect(check(Buffer.concat([Buffer.alloc(600), directory]), 64)).toBe(false);
  });
});
