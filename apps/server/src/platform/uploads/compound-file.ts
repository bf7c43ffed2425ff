// What the Word check reads of an OLE compound file (MS-CFB). The 512-byte header says the sector
// size (sector n starts at (n + 1) * size), the stream size under which a stream lives in the
// mini stream, and where the first 109 sectors of the FAT (the sector chains) are. Directory
// entries are 128 bytes: a UTF-16LE name (64 bytes), its length in bytes with the final NUL, the
// object type, and at 116 the first sector and at 120 the size of the stream.

export type CompoundHeader = {
  sectorBytes: number;
  miniCutoff: number;
  fatSectors: number[];
  /** Where the directory starts: its first entry is the root entry, whose stream is the mini stream. */
  rootEntryOffset: number;
};
export type CompoundEntry = { name: string; start: number; size: number };

export const HEADER_BYTES = 512;
const NO_SECTOR = 0xfffffffe; // free or end of chain, as a FAT sector number in the header
const KNOWN_NAMES = new Set(['Root Entry', 'WordDocument', '0Table', '1Table']);
const STREAM = 2;
const ROOT = 5;

/** The header's facts, from its 512 bytes. */
export function compoundHeader(header: Buffer): CompoundHeader {
  const fatSectors: number[] = [];
  for (let at = 76; at + 4 <= HEADER_BYTES; at += 4) {
    const sector = header.readUInt32LE(at);
    if (sector < NO_SECTOR) fatSectors.push(sector);
  }
  const sectorBytes = header.readUInt16LE(30) === 12 ? 4096 : 512;
  return {
    sectorBytes,
    rootEntryOffset: (header.readUInt32LE(48) + 1) * sectorBytes,
    miniCutoff: header.readUInt32LE(56) || 4096,
    fatSectors,
  };
}

/** A directory entry of one of the names the Word check needs, or null. */
export function compoundDirectoryEntry(unit: Buffer): CompoundEntry | null {
  const type = unit[66];
  const nameBytes = unit.readUInt16LE(64);
  if ((type !== STREAM && type !== ROOT) || nameBytes < 2 || nameBytes > 64 || nameBytes % 2)
    return null;
  if (unit.readUInt16LE(nameBytes - 2) !== 0) return null;
  const name = unit.toString('utf16le', 0, nameBytes - 2);
  if (!KNOWN_NAMES.has(name) || (name === 'Root Entry') !== (type === ROOT)) return null;
  return { name, start: unit.readUInt32LE(116), size: unit.readUInt32LE(120) };
}
