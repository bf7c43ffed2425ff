import { describe, expect, it } from 'vitest';
import { compoundFileBytes, wordDocumentBytes } from '../../test/office-fixtures';
import { WordDocumentCheck } from './word-document';

const check = (data: Buffer, chunkBytes: number) => {
  const watcher = new WordDocumentCheck();
  for (let at = 0; at < data.length; at += chunkBytes) {
    watcher.push(data.subarray(at, at + chunkBytes));
  }
  return watcher.isWordDocument();
};

/** The real document with `from` (bytes) replaced by `to` wherever it occurs. */
const altered = (from: Buffer, to: Buffer) => {
  const data = Buffer.from(wordDocumentBytes());
  for (let at = data.indexOf(from); at !== -1; at = data.indexOf(from, at + 1)) to.copy(data, at);
  return data;
};
const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const FIB_START = Buffer.from([0xec, 0xa5]); // wIdent 0xA5EC, little-endian

describe('WordDocumentCheck', () => {
  it('passes a real Word 97-2003 document however the bytes are cut into chunks', () => {
    const word = wordDocumentBytes();
    for (const chunkBytes of [1, 7, 63, 64, 127, 128, 129, 500, 4096, word.length]) {
      expect(check(word, chunkBytes), `chunks of ${chunkBytes}`).toBe(true);
    }
  });

  it('refuses a compound file that only has an entry named WordDocument, or none', () => {
    expect(check(compoundFileBytes('WordDocument', 3 * 512), 100)).toBe(false);
    expect(check(compoundFileBytes('Workbook', 3 * 512), 100)).toBe(false);
  });

  it('refuses a WordDocument stream without the Word FIB, or without the table stream it names', () => {
    expect(altered(FIB_START, Buffer.from([0, 0])).equals(wordDocumentBytes())).toBe(false);
    expect(check(altered(FIB_START, Buffer.from([0, 0])), 256)).toBe(false);
    expect(check(altered(utf16('1Table'), utf16('1Tabl_')), 256)).toBe(false);
    // The same table stream named 0Table: the FIB's flag names 1Table.
    expect(check(altered(utf16('1Table'), utf16('0Table')), 256)).toBe(false);
  });
});
