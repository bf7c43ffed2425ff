import { describe, expect, it } from 'vitest';
import { compoundFileBytes, wordDocumentBytes } from '../../test/office-fixtures';
import { WordDocumentCheck } from './word-document';

const watch = (data: Buffer, chunkBytes: number) => {
  const watcher = new WordDocumentCheck();
  for (let at = 0; at < data.length; at += chunkBytes) {
    watcher.push(data.subarray(at, at + chunkBytes));
  }
  return watcher;
};
const check = (data: Buffer, chunkBytes: number) => watch(data, chunkBytes).isWordDocument();

/** A directory entry: a stream (type 2) or the root entry (5), its first sector and size. */
const entry = (name: string, type: number, start: number, size: number) => {
  const bytes = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(bytes, 0);
  bytes.writeUInt16LE(encoded.length, 64);
  bytes[66] = type;
  bytes.writeUInt32LE(start, 116);
  bytes.writeUInt32LE(size, 120);
  return bytes;
};

/**
 * A hostile compound file of 512-byte sectors: sector 0 is the FAT, in which every sector's chain
 * goes back to itself; the directory from sector 1 has the root entry (its stream at sector 2) and
 * `entries` short WordDocument streams starting at mini sector `start` (8 to a sector), then
 * `fillSectors` empty sectors.
 */
const hostileCompoundFile = (entries: number, start: number, fillSectors = 0) => {
  const header = compoundFileBytes('WordDocument').subarray(0, 512);
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  for (let at = 80; at < 512; at += 4) header.writeUInt32LE(0xffffffff, at);
  const fat = Buffer.alloc(512);
  for (let sector = 0; sector < 128; sector++) fat.writeUInt32LE(sector, sector * 4);
  const directory = [entry('Root Entry', 5, 2, 512)];
  for (let n = 0; n < entries; n++) directory.push(entry('WordDocument', 2, start, 100));
  return Buffer.concat([header, fat, ...directory, Buffer.alloc(fillSectors * 512)]);
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

  it('refuses quickly a file of tens of thousands of WordDocument entries, far-off or looping chains', () => {
    // ~536 million sectors into the mini stream: once walked one by one, round the loop.
    for (const entries of [1, 40_000]) {
      const data = hostileCompoundFile(entries, 0xfffffff0);
      const started = performance.now();
      const watcher = watch(data, 64 * 1024);
      expect(watcher.isWordDocument(), `${entries} entries`).toBe(false);
      // Each kept entry follows at most as many sectors as the file has.
      expect(watcher.sectorsFollowed).toBeLessThanOrEqual(4 * Math.ceil(data.length / 512));
      expect(performance.now() - started).toBeLessThan(2000); // a guard; the count is the proof
    }
    // 1,000 sectors along a chain that goes back to its own sector: stopped at the repeat.
    const looping = watch(hostileCompoundFile(1, 8 * 1000, 2000), 4096);
    expect(looping.isWordDocument()).toBe(false);
    expect(looping.sectorsFollowed).toBe(1);
  });
});
